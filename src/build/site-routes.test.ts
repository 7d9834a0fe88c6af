import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../validation/check-site.ts'
import { routeData, shellData } from './site-routes.ts'
import type { BlogPost } from '../schema/blog.ts'
import type { Site } from '../schema/site.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const site = checkSite(readFileSync(`${fixtures}minimal.yaml`, 'utf8'), { publicDir: `${fixtures}public` }).site as Site

const manyPosts = (count: number): BlogPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug: `post-${index + 1}`,
    title: `Post ${index + 1}`,
    author: 'The team',
    date: `2025-05-${String((index % 28) + 1).padStart(2, '0')}`,
    category: index % 2 ? 'Sofa Cleaning' : 'Carpet Cleaning',
    location: 'Nairobi',
    featuredImage: { src: '/images/sofa.svg', alt: 'A sofa' },
    tags: ['tips'],
    excerpt: 'A post.',
    metaDescription: 'A post.',
    content: 'Long article text. '.repeat(200),
  }))

/** The minimal site with its /about page turned into a blog index, and `count` posts. */
const blogSite = (count: number, pageSize?: number): Site => ({
  ...site,
  pages: { ...site.pages, '/blog': { title: 'Blog', description: 'Tips.', blocks: [{ type: 'blog-posts' }] } },
  blog: {
    categories: ['Sofa Cleaning', 'Carpet Cleaning'],
    ...(pageSize ? { pageSize } : {}),
    posts: manyPosts(count),
  },
})

describe('splitting the site into shell and route data', () => {
  it('gives every page, redirect and post its own route data', () => {
    expect(routeData(site).map((route) => `${route.kind} ${route.path}`)).toEqual([
      'page /',
      'page /about',
      'page /sofacleaning',
      'redirect /old-sofas',
      'post /blog/sofa-stains',
    ])
  })

  it('draws no route at an address of the site’s own workings, even for a site that skipped the check', () => {
    const redirect = { ...site, redirects: [{ from: '/admin', to: 'https://evil.example/admin-login' }] }
    expect(() => routeData(redirect)).toThrow(
      "No page can be drawn at /admin: it belongs to the site's own workings (the editor lives at /admin).",
    )
    const page = { ...site, pages: { ...site.pages, '/assets/app': site.pages['/about']! } }
    expect(() => routeData(page)).toThrow(/^No page can be drawn at \/assets\/app: /)
  })

  it('keeps the shell every page downloads the same size when the blog grows from 1 to 1,000 posts', () => {
    const grown: Site = { ...site, blog: { categories: ['Sofa Cleaning', 'Carpet Cleaning'], posts: manyPosts(1000) } }
    expect(JSON.stringify(shellData(grown))).toBe(JSON.stringify(shellData(site)))
    expect(routeData(grown).filter((route) => route.kind === 'post')).toHaveLength(1000)
  })
})

describe('the blog routes', () => {
  it('renders a post body from Markdown at build time and adds its related posts as cards', () => {
    const grown = blogSite(3)
    const first = grown.blog?.posts[0] as BlogPost
    Object.assign(first, { content: '## Steps\n\n- **Blot**, do not rub', relatedPosts: [3] })
    const post = routeData(grown).find((route) => route.path === '/blog/post-1')
    expect(post).toMatchObject({
      kind: 'post',
      post: {
        html: '<h2>Steps</h2>\n<ul>\n<li><strong>Blot</strong>, do not rub</li>\n</ul>\n',
        related: [{ id: 3, slug: 'post-3', title: 'Post 3' }],
      },
    })
    expect(JSON.stringify(post)).not.toContain('"content"')
  })

  it('lists the newest posts first, as cards without their articles', () => {
    const index = routeData(blogSite(3)).find((route) => route.path === '/blog')
    const text = JSON.stringify(index)
    expect([...text.matchAll(/"slug":"(post-\d)"/g)].map((match) => match[1])).toEqual(['post-3', 'post-2', 'post-1'])
    expect(text).not.toContain('Long article text')
    expect(text).not.toContain('"categories"')
  })

  it('splits a long blog into pages and categories, each its own prerendered route', () => {
    const paths = routeData(blogSite(25, 10))
      .map((route) => route.path)
      .filter((path) => path.startsWith('/blog') && !/^\/blog\/post-/.test(path))
    expect(paths).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/category/sofa-cleaning',
      '/blog/category/sofa-cleaning/page/2',
      '/blog/category/carpet-cleaning',
      '/blog/category/carpet-cleaning/page/2',
    ])
  })

  it('keeps each index page the same size when the blog grows from 100 to 1,000 posts', () => {
    const sizeOf = (count: number) =>
      JSON.stringify(routeData(blogSite(count)).find((route) => route.path === '/blog/page/2')).length
    expect(sizeOf(1000)).toBeLessThan(sizeOf(100) * 1.1)
  })
})

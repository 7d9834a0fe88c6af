import { describe, expect, it } from 'vitest'
import type { Blog, BlogPost } from '../../schema/blog.ts'
import { listingRoutes } from './routes.ts'

const post = (id: number): BlogPost =>
  ({
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    date: `2026-10-${String(id).padStart(2, '0')}`,
    category: 'Tips',
  }) as BlogPost

const page = { title: 'Blog', blocks: [{ type: 'blog-posts' }] }
const blog: Blog = { categories: ['Tips'], posts: [1, 2, 3].map(post), pageSize: 2 }

describe('listingRoutes', () => {
  it('titles each later page of the list in the site’s language, with the site’s own words', () => {
    const titles = (site: Parameters<typeof listingRoutes>[0]['site']) =>
      listingRoutes({ path: '/blog', page, site }).map((route) => route.page.title)
    expect(titles({ blog, business: { locale: 'en-KE' } })).toContain('Page 2 – Blog')
    expect(titles({ blog, business: { locale: 'sw-KE' } })).toContain('Ukurasa 2 – Blog')
    expect(titles({ blog, business: { locale: 'en-KE' }, words: { pageNumber: 'Sheet {number}' } })).toContain(
      'Sheet 2 – Blog',
    )
  })
})

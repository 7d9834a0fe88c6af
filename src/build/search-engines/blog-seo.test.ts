import { describe, expect, it } from 'vitest'
import type { PostPage } from '../../model/blog-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { blogPostingJsonLd, rssXml } from './blog-seo.ts'
import type { BlogPost } from '../../schema/blog.ts'
import type { Site } from '../../schema/site.ts'

const business = { ...testShell.business, url: 'https://www.example.co.ke' }

const post: PostPage = {
  id: 4,
  slug: 'sofa-stains',
  path: '/blog/sofa-stains',
  blogPath: '/blog',
  title: 'Sofa <stains> & spills',
  date: '2025-05-09',
  author: `The ${business.name} team`,
  category: 'Sofa Cleaning',
  location: 'Nairobi',
  excerpt: 'Tea & oil.',
  metaDescription: 'How to lift tea and oil stains.',
  image: { src: '/images/gallery/2.svg', alt: 'A sofa' },
  tags: ['sofa', 'stains'],
  html: '<p>x</p>',
  related: [],
}

describe('blogPostingJsonLd', () => {
  it('describes the post from its own fields, with absolute addresses', () => {
    expect(blogPostingJsonLd(post, business, '/images/avatar.svg')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Sofa <stains> & spills',
      description: 'How to lift tea and oil stains.',
      datePublished: '2025-05-09',
      image: 'https://www.example.co.ke/images/gallery/2.svg',
      url: 'https://www.example.co.ke/blog/sofa-stains',
      author: { '@type': 'Organization', name: `The ${business.name} team` },
      publisher: {
        '@type': 'Organization',
        name: business.name,
        logo: { '@type': 'ImageObject', url: 'https://www.example.co.ke/images/avatar.svg' },
      },
    })
  })
})

describe('rssXml', () => {
  it('lists the posts newest first, with their text escaped', () => {
    const asPost = (id: number, date: string): BlogPost => ({
      id,
      slug: `post-${id}`,
      title: id === 2 ? 'Tea & <coffee>' : `Post ${id}`,
      date,
      author: 'The team',
      category: 'Sofa Cleaning',
      location: 'Nairobi',
      featuredImage: { src: '/images/x.svg', alt: '' },
      tags: [],
      excerpt: 'x',
      metaDescription: 'x',
      content: 'x',
    })
    const site = {
      business,
      blog: { categories: ['Sofa Cleaning'], posts: [asPost(1, '2025-04-01'), asPost(2, '2025-06-01')] },
    }
    const xml = rssXml(site as unknown as Site)
    expect([...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).toEqual([
      'https://www.example.co.ke/blog',
      'https://www.example.co.ke/blog/post-2',
      'https://www.example.co.ke/blog/post-1',
    ])
    expect(xml).toContain('<title>Tea &amp; &lt;coffee&gt;</title>')
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 12:00:00 GMT</pubDate>')
  })
})

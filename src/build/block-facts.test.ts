import { describe, expect, it } from 'vitest'
import type { Page, Site } from '../schema/site.ts'
import { pageHeading, pagesOf, sharedImage, showsBusinessDetails } from './block-facts.ts'

const page = (blocks: Page['blocks']): Page => ({ title: 'Prices', description: 'What we charge.', blocks })
const hero: Page['blocks'][number] = {
  type: 'hero',
  heading: 'Clean homes',
  image: { src: '/images/hero.svg', alt: '' },
}

describe('what the build learns from the blocks of a page', () => {
  it('takes the h1 from an opening block that draws one, otherwise from the title', () => {
    expect(pageHeading(page([hero]))).toEqual({ text: 'Clean homes', isDrawnByBlock: true })
    expect(pageHeading(page([{ type: 'rich-text', text: 'x' }, hero]))).toEqual({
      text: 'Prices',
      isDrawnByBlock: false,
    })
  })

  it("shares the opening block's picture", () => {
    expect(sharedImage(page([hero]))).toBe('/images/hero.svg')
    expect(sharedImage(page([{ type: 'rich-text', text: 'x' }, hero]))).toBeUndefined()
  })

  it('gives search engines the business wherever a block shows its details', () => {
    expect(showsBusinessDetails(page([hero, { type: 'contact-details' }]))).toBe(true)
    expect(showsBusinessDetails(page([hero]))).toBe(false)
  })

  it('keeps a page as one page unless a block makes more of it', () => {
    const post = (id: number) => ({ id, slug: `post-${id}`, date: '2025-04-12', category: 'Tips', featuredImage: {} })
    const site = {
      business: { locale: 'en-KE' },
      blog: { categories: ['Tips'], pageSize: 1, posts: [post(1), post(2)] },
    } as unknown as Site
    expect(pagesOf('/prices', page([hero]), site)).toEqual([{ path: '/prices', page: page([hero]) }])
    const blog = page([{ type: 'blog-posts' }])
    expect(pagesOf('/blog', blog, site).map((at) => at.path)).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/category/tips',
      '/blog/category/tips/page/2',
    ])
  })
})

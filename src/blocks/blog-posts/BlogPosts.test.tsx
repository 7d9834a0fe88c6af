// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { watchImageFallbacks } from '../../islands/image-fallback.ts'
import { headingAndIntro, renderBlock } from '../../testing/render-block.tsx'
import { BlogPosts, pagesAround } from './BlogPosts.tsx'
import type { BlogCard } from '../../model/blog-data.ts'
import { definition, type BlogPostsProps } from './schema.ts'

const cardOf = (id: number, slug: string, title: string, date: string, category: string): BlogCard => ({
  id,
  slug,
  path: `/blog/${slug}`,
  title,
  date,
  category,
  author: 'The Ruiru Cleaning & Fumigation team',
  location: 'Nairobi',
  excerpt: `A short summary of ${title.toLowerCase()}.`,
  image: { src: '/images/services/sofa.svg', alt: 'A freshly cleaned sofa', width: 800, height: 600 },
})

/** The block as the build hands it to the index page: the words, and the cards of the page being shown. */
const blogPostsExample: BlogPostsProps = {
  ...definition.example,
  listing: {
    cards: [
      cardOf(2, 'sofa-stains', 'Lifting stains from a fabric sofa', '2025-05-20', 'Sofa Cleaning'),
      cardOf(1, 'carpet-care', 'Caring for carpets in the dry season', '2025-04-12', 'Carpet Cleaning'),
    ],
    page: 1,
    pageCount: 1,
    basePath: '/blog',
    indexPath: '/blog',
  },
}

afterEach(cleanup)

describe('BlogPosts', () => {
  it('shows one card per post with its category, date, author, title, excerpt, location and a Read More link', () => {
    renderBlock(<BlogPosts {...blogPostsExample} />)
    const cards = within(screen.getByRole('region', { name: 'Featured Articles' })).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Lifting stains from a fabric sofa',
      'Caring for carpets in the dry season',
    ])
    const first = cards[0] as HTMLElement
    expect(
      within(first)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual([
      'Sofa Cleaning20 May 2025',
      'By The Ruiru Cleaning & Fumigation team · Nairobi',
      'A short summary of lifting stains from a fabric sofa.',
    ])
    expect(within(first).getByText('20 May 2025').getAttribute('datetime')).toBe('2025-05-20')
    expect(within(first).getByRole('img', { name: 'A freshly cleaned sofa' }).getAttribute('src')).toBe(
      '/images/services/sofa.svg',
    )
    const link = within(first).getByRole('link', { name: /^Read More\s*about Lifting stains from a fabric sofa$/ })
    expect(link.getAttribute('href')).toBe('/blog/sofa-stains')
  })

  it('shows the empty state when there are no posts', () => {
    renderBlock(<BlogPosts listing={{ cards: [], page: 1, pageCount: 1, basePath: '/blog', indexPath: '/blog' }} />)
    expect(headingAndIntro(2)).toEqual(['Featured Articles', 'No blog posts available at the moment.'])
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('swaps a picture that fails to load for a placeholder of the same size', () => {
    renderBlock(<BlogPosts {...blogPostsExample} />)
    const [image] = screen.getAllByRole('img', { name: 'A freshly cleaned sofa' }) as HTMLImageElement[]
    expect(image?.getAttribute('src')).toBe('/images/services/sofa.svg')
    watchImageFallbacks()
    fireEvent.error(image as HTMLImageElement)
    expect(image?.getAttribute('src')).toBe('/api/placeholder/800/600')
    expect(image?.getAttribute('alt')).toBe('A freshly cleaned sofa')
  })

  it('links to the other pages and to each category when the posts do not fit on one page', () => {
    const listing = {
      ...blogPostsExample.listing!,
      page: 2,
      pageCount: 4,
      categories: [
        { name: 'Sofa Cleaning', path: '/blog/category/sofa-cleaning' },
        { name: 'Carpet Cleaning', path: '/blog/category/carpet-cleaning' },
      ],
    }
    renderBlock(<BlogPosts listing={listing} />)
    const categories = within(screen.getByRole('navigation', { name: 'Blog categories' })).getAllByRole('link')
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/blog'],
      ['Sofa Cleaning', '/blog/category/sofa-cleaning'],
      ['Carpet Cleaning', '/blog/category/carpet-cleaning'],
    ])
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }))
    expect(pages.getByRole('link', { name: '← Newer' }).getAttribute('href')).toBe('/blog')
    expect(pages.getByRole('link', { name: 'Older →' }).getAttribute('href')).toBe('/blog/page/3')
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows no page links when everything fits on one page', () => {
    renderBlock(<BlogPosts {...blogPostsExample} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('pagesAround', () => {
  it('keeps the first, the last and two either side of the current page', () => {
    expect(pagesAround(1, 3)).toEqual([1, 2, 3])
    expect(pagesAround(50, 112)).toEqual([1, 48, 49, 50, 51, 52, 112])
  })
})

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../testing/render-block.tsx'
import type { PostPage } from '../model/blog-data.ts'
import { PostView } from './PostView.tsx'

afterEach(cleanup)

const post: PostPage = {
  id: 4,
  slug: 'sofa-stains',
  path: '/blog/sofa-stains',
  blogPath: '/blog',
  title: 'How to Remove Common Stains from a Fabric Sofa',
  date: '2025-05-09',
  author: 'The Ruiru Cleaning & Fumigation team',
  category: 'Sofa Cleaning',
  location: 'Nairobi',
  excerpt: 'Tea and oil.',
  metaDescription: 'Tea and oil stains.',
  image: { src: '/images/gallery/2.svg', alt: 'A yellow sofa', caption: 'Act quickly and gently.' },
  tags: ['sofa', 'stains'],
  html: '<h2>First, read the care label</h2><p>Look under the cushions.</p>',
  authorBio: 'Our team cleans sofas every week.',
  related: [
    {
      id: 1,
      slug: 'carpet-care',
      path: '/blog/carpet-care',
      title: 'Carpet care',
      date: '2025-04-08',
      author: 'The team',
      category: 'Carpet Cleaning',
      location: 'Nairobi',
      excerpt: 'Dust.',
      image: { src: '/images/services/carpet.svg', alt: 'A carpet' },
    },
  ],
}

describe('PostView', () => {
  it('shows the category, the long date, the title, the author and the location', () => {
    renderBlock(<PostView post={post} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(post.title)
    expect(screen.getByText('9 May 2025').getAttribute('datetime')).toBe('2025-05-09')
    expect(screen.getAllByText('Sofa Cleaning')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe(
      'By The Ruiru Cleaning & Fumigation team · Nairobi',
    )
  })

  it('shows the featured picture with its caption, and the article body from the build', () => {
    renderBlock(<PostView post={post} />)
    const figure = screen.getByRole('figure')
    expect(within(figure).getByRole('img', { name: 'A yellow sofa' }).getAttribute('src')).toBe('/images/gallery/2.svg')
    expect(figure.querySelector('figcaption')?.textContent).toBe('Act quickly and gently.')
    const body = screen.getByRole('heading', { level: 2, name: 'First, read the care label' }).parentElement
    expect(body?.innerHTML).toBe(post.html)
  })

  it('lists the tags with a #, the author, related articles and a way back to the blog', () => {
    renderBlock(<PostView post={post} />)
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['#sofa', '#stains'])
    expect(screen.getByRole('region', { name: 'About the Author' }).textContent).toBe(
      'About the AuthorThe Ruiru Cleaning & Fumigation teamOur team cleans sofas every week.',
    )
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(
      within(related)
        .getByRole('link', { name: /^Read More\s*about Carpet care$/ })
        .getAttribute('href'),
    ).toBe('/blog/carpet-care')
    expect(screen.getByRole('link', { name: '← Back to Blog' }).getAttribute('href')).toBe('/blog')
  })

  it('leaves out Related Articles when there are none', () => {
    renderBlock(<PostView post={{ ...post, related: [] }} />)
    expect(screen.queryByRole('region', { name: 'Related Articles' })).toBeNull()
  })
})

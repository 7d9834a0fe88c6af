import type { BlogCard } from '../../model/blog-data.ts'
import type { BlogPostsProps } from './schema.ts'

const card = (id: number, slug: string, title: string, date: string, category: string): BlogCard => ({
  id,
  slug,
  title,
  date,
  category,
  author: 'The Ruiru Cleaning & Fumigation team',
  location: 'Nairobi',
  excerpt: `A short summary of ${title.toLowerCase()}.`,
  image: { src: '/images/services/sofa.svg', alt: 'A freshly cleaned sofa', width: 800, height: 600 },
})

export const blogPostsExample: BlogPostsProps = {
  heading: 'Featured Articles',
  listing: {
    cards: [
      card(2, 'sofa-stains', 'Lifting stains from a fabric sofa', '2025-05-20', 'Sofa Cleaning'),
      card(1, 'carpet-care', 'Caring for carpets in the dry season', '2025-04-12', 'Carpet Cleaning'),
    ],
    page: 1,
    pageCount: 1,
    basePath: '/blog',
    indexPath: '/blog',
  },
}

import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import { freeName, wordsToAddress } from './web-address.ts'

export interface NewPost {
  title: string
  /** The day it is published, as the date box gives it: 2026-11-20. */
  date: string
  category: string
  picture?: { src: string; alt: string }
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

const blogOf = (data: unknown): Record<string, unknown> => {
  const blog = isRecord(data) ? data.blog : undefined
  return isRecord(blog) ? blog : {}
}

/** The number a new post gets: one more than the highest in use, so it is never one in use. */
export function nextPostNumber(data: unknown): number {
  return Math.max(0, ...records(blogOf(data).posts).map((post) => (typeof post.id === 'number' ? post.id : 0))) + 1
}

/** The last part of a new post's web address: from its title, and not one in use. */
export function postAddress(data: unknown, title: string): string {
  const taken = new Set(records(blogOf(data).posts).map((post) => post.slug))
  return freeName(wordsToAddress(title) || 'post', (slug) => taken.has(slug))
}

export const categoriesOf = (data: unknown): string[] =>
  (Array.isArray(blogOf(data).categories) ? (blogOf(data).categories as unknown[]) : []).filter(
    (category): category is string => typeof category === 'string',
  )

/**
 * A new post that the checker accepts at once, as edits made together: its number, address and date,
 * the category (added to the blog's categories when it is new), and a start for the rest, taken from
 * the latest post where a post needs what only the editor can say (who wrote it, a picture).
 */
/** The business's own town, where a first post's advice applies until the editor says otherwise. */
const townOf = (business: Record<string, unknown>) =>
  isRecord(business.address) && typeof business.address.town === 'string' ? business.address.town : ''

export function newPostEdits(data: unknown, post: NewPost): { edits: EditOp[]; index: number; slug: string } {
  const blog = blogOf(data)
  const posts = records(blog.posts)
  const latest = posts.at(-1) ?? {}
  const business = isRecord(data) && isRecord(data.business) ? data.business : {}
  const slug = postAddress(data, post.title)
  const categories = categoriesOf(data)
  const picture =
    post.picture ?? (isRecord(latest.featuredImage) ? { src: latest.featuredImage.src, alt: '' } : undefined)
  const value = {
    id: nextPostNumber(data),
    slug,
    title: post.title,
    author: typeof latest.author === 'string' ? latest.author : String(business.name ?? 'The team'),
    date: post.date,
    category: post.category,
    location: typeof latest.location === 'string' ? latest.location : townOf(business),
    ...(picture ? { featuredImage: picture } : {}),
    tags: [],
    excerpt: `${post.title}: what to know.`,
    metaDescription: post.title,
    content: '',
  }
  const edits: EditOp[] = [
    ...(categories.includes(post.category)
      ? []
      : [{ op: 'insert' as const, path: ['blog', 'categories'], index: categories.length, value: post.category }]),
    { op: 'insert', path: ['blog', 'posts'], index: posts.length, value },
  ]
  return { edits, index: posts.length, slug }
}

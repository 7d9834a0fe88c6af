import type { ImageRef } from './image.ts'
import type { BlogPost } from '../schema/blog.ts'

/** A picture in a post, with an optional line under it. */
export interface PostImage extends ImageRef {
  caption?: string
}

/** What a card on the blog index or under "Related Articles" shows: never the article itself. */
export interface BlogCard {
  id: number
  slug: string
  title: string
  date: string
  author: string
  category: string
  location: string
  excerpt: string
  image: PostImage
  /** The post's own address: /blog/<slug>, or under its language's path, /sw/blog/<slug>. */
  path: string
}

/** A post as its page needs it: the Markdown already turned into safe HTML by the build. */
export interface PostPage extends BlogCard {
  tags: string[]
  metaDescription: string
  html: string
  images?: PostImage[]
  authorBio?: string
  related: BlogCard[]
  /** The address of the blog the post belongs to, which "Back to Blog" leads to. */
  blogPath: string
}

/** One page of the blog index: its cards and the links to the other pages and categories. */
export interface BlogListing {
  cards: BlogCard[]
  /** 1-based. */
  page: number
  pageCount: number
  /** The index these pages belong to: /blog, or /blog/category/<slug>. */
  basePath: string
  /** The unfiltered index: /blog. */
  indexPath: string
  /** The category shown, when filtered. */
  category?: string
  /** Present only when there are more posts than fit on one page. */
  categories?: { name: string; path: string }[]
}

/** Newest first; posts of the same day by id, highest first. */
export const newestFirst = (posts: BlogPost[]): BlogPost[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)

/** The card of a post of the blog at `blogPath`. */
export function cardOf(post: BlogPost, blogPath: string): BlogCard {
  const { id, slug, title, date, author, category, location, excerpt, featuredImage } = post
  return {
    id,
    slug,
    title,
    date,
    author,
    category,
    location,
    excerpt,
    image: featuredImage,
    path: blogPostPath(slug, blogPath),
  }
}

/** Where the main language's blog lives; another language's lives under its path, /sw/blog. */
export const mainBlogPath = '/blog'

export const blogPostPath = (slug: string, blogPath: string): string => `${blogPath}/${slug}`

/** "Spring Offers & News" → "spring-offers-news". */
export const categorySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** /blog, page 1 → /blog; page 3 → /blog/page/3. */
export const listingPagePath = (basePath: string, page: number): string =>
  page <= 1 ? basePath : `${basePath}/page/${page}`

/** Addresses under /blog/ that are posts (not the index pages, not the feed). */
export const isPostPath = (pathname: string): boolean =>
  /^\/blog\/[^/]+\/?$/.test(pathname) && !/^\/blog\/(page|category)(\/|$)/.test(pathname)

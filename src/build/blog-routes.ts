import type { Block } from '../blocks/types.ts'
import {
  blogPostPath,
  categorySlug,
  listingPagePath,
  type BlogCard,
  type BlogListing,
  type PostPage,
} from '../model/blog-data.ts'
import type { RouteData } from '../model/site-data.ts'
import { markdownToHtml } from './markdown.ts'
import type { BlogPost, Page, Site } from '../model/site.ts'

const defaultPageSize = 9

/** Newest first; posts of the same day by id, highest first. */
export const newestFirst = (posts: BlogPost[]): BlogPost[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)

export function cardOf(post: BlogPost): BlogCard {
  const { id, slug, title, date, author, category, location, excerpt, featuredImage } = post
  return { id, slug, title, date, author, category, location, excerpt, image: featuredImage }
}

/** A post's own page: the Markdown rendered and sanitised here, at build time. */
export function postRoute(post: BlogPost, byId: Map<number, BlogPost>): RouteData {
  const { content, relatedPosts, featuredImage: _image, ...fields } = post
  const related = (relatedPosts ?? []).flatMap((id) => {
    const other = byId.get(id)
    return other ? [cardOf(other)] : []
  })
  const page: PostPage = { ...cardOf(post), ...fields, html: markdownToHtml(content), related }
  return { kind: 'post', path: blogPostPath(post.slug), post: page }
}

/**
 * Every page with a `blog-posts` block becomes the blog index: its first page at its own address,
 * then /page/2…, and when there is more than one page, one index per category.
 */
export function listingRoutes(path: string, page: Page, site: Site): RouteData[] {
  const blog = site.blog
  const posts = newestFirst(blog?.posts ?? [])
  const pageSize = blog?.pageSize ?? defaultPageSize
  const paginated = posts.length > pageSize
  const categories = paginated
    ? (blog?.categories ?? [])
        .filter((name) => posts.some((post) => post.category === name))
        .map((name) => ({ name, path: `${path}/category/${categorySlug(name)}` }))
    : undefined
  const pagesOf = (basePath: string, chosen: BlogPost[], category?: string): RouteData[] => {
    const pageCount = Math.max(1, Math.ceil(chosen.length / pageSize))
    return Array.from({ length: pageCount }, (_, index) => {
      const number = index + 1
      const listing: BlogListing = {
        cards: chosen.slice(index * pageSize, number * pageSize).map(cardOf),
        page: number,
        pageCount,
        basePath,
        indexPath: path,
        ...(category ? { category } : {}),
        ...(categories ? { categories } : {}),
      }
      const title = [category, number > 1 ? `Page ${number}` : undefined, page.title].filter(Boolean).join(' – ')
      return {
        kind: 'page',
        path: listingPagePath(basePath, number),
        page: { ...page, title, blocks: page.blocks.map((block) => withListing(block, listing)) },
      }
    })
  }
  return [
    ...pagesOf(path, posts),
    ...(categories ?? []).flatMap((category) =>
      pagesOf(
        category.path,
        posts.filter((post) => post.category === category.name),
        category.name,
      ),
    ),
  ]
}

const withListing = (block: Block, listing: BlogListing): Block =>
  block.type === 'blog-posts' ? ({ ...block, listing } as Block) : block

export const hasBlogPosts = (page: Page): boolean => page.blocks.some((block) => block.type === 'blog-posts')

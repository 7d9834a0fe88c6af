import { cardOf, categorySlug, listingPagePath, newestFirst, type BlogListing } from '../../model/blog-data.ts'
import type { PageAt, PageOfBlocks, SiteForBlocks } from '../../schema/define-block.ts'
import type { BlogPost } from '../../schema/blog.ts'
import { siteWords } from '../../words/site-words.ts'
import { blogPathIn } from '../../languages/blog-in-language.ts'
import { fillWords } from '../../words/words.ts'

const defaultPageSize = 9

/**
 * Every page with a `blog-posts` block becomes the blog index: its first page at its own address,
 * then /page/2…, and when there is more than one page, one index per category.
 */
export function listingRoutes<P extends PageOfBlocks>({
  path,
  page,
  site,
}: PageAt<P> & { site: SiteForBlocks }): PageAt<P>[] {
  const blog = site.blog
  const words = siteWords(site)
  const posts = newestFirst(blog?.posts ?? [])
  const pageSize = blog?.pageSize ?? defaultPageSize
  const blogPath = blogPathIn(site)
  const paginated = posts.length > pageSize
  const categories = paginated
    ? (blog?.categories ?? [])
        .filter((name) => posts.some((post) => post.category === name))
        .map((name) => ({ name, path: `${path}/category/${categorySlug(name)}` }))
    : undefined
  const pagesOf = (basePath: string, chosen: BlogPost[], category?: string): PageAt<P>[] => {
    const pageCount = Math.max(1, Math.ceil(chosen.length / pageSize))
    return Array.from({ length: pageCount }, (_, index) => {
      const number = index + 1
      const listing: BlogListing = {
        cards: chosen.slice(index * pageSize, number * pageSize).map((post) => cardOf(post, blogPath)),
        page: number,
        pageCount,
        basePath,
        indexPath: path,
        ...(category ? { category } : {}),
        ...(categories ? { categories } : {}),
      }
      const title = [category, number > 1 ? fillWords(words.pageNumber, { number }) : undefined, page.title]
        .filter(Boolean)
        .join(' – ')
      return {
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

const withListing = <B extends { type: string }>(block: B, listing: BlogListing): B =>
  block.type === 'blog-posts' ? { ...block, listing } : block

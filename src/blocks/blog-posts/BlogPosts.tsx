import { listingPagePath, type BlogListing } from '../../model/blog-data.ts'
import './blog-posts.css'
import { PostCard } from '../../ui/post-card/PostCard.tsx'
import type { BlogPostsProps } from './schema.ts'
import { defineView } from '../define-view.ts'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'

export function BlogPosts({ heading: ownHeading, emptyText, listing }: BlogPostsProps) {
  const words = useWords()
  const heading = ownHeading ?? words.featuredArticles
  const cards = listing?.cards ?? []
  return (
    <section className="blog-posts" aria-labelledby="blog-posts-heading">
      <h2 id="blog-posts-heading">{listing?.category ? `${heading}: ${listing.category}` : heading}</h2>
      {listing?.categories && <CategoryFilter listing={listing} categories={listing.categories} />}
      {cards.length === 0 ? (
        <p className="blog-posts__empty">{emptyText ?? words.noPosts}</p>
      ) : (
        <ul className="post-cards">
          {cards.map((card) => (
            <PostCard key={card.id} card={card} />
          ))}
        </ul>
      )}
      {listing && listing.pageCount > 1 && <Pagination listing={listing} />}
    </section>
  )
}

function CategoryFilter({
  listing,
  categories,
}: {
  listing: BlogListing
  categories: { name: string; path: string }[]
}) {
  const words = useWords()
  const all = [{ name: words.allCategories, path: listing.indexPath }, ...categories]
  return (
    <nav aria-label={words.blogCategories} className="blog-posts__categories">
      <ul>
        {all.map((category) => {
          const current = category.path === listing.basePath
          return (
            <li key={category.path}>
              <a href={category.path} aria-current={current ? 'page' : undefined}>
                {category.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Pagination({ listing }: { listing: BlogListing }) {
  const words = useWords()
  const pages = pagesAround(listing.page, listing.pageCount)
  return (
    <nav aria-label={words.blogPages} className="blog-posts__pages">
      <ul>
        {listing.page > 1 && (
          <li>
            <a href={listingPagePath(listing.basePath, listing.page - 1)} rel="prev">
              {words.newerPosts}
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={listingPagePath(listing.basePath, page)}
              aria-current={page === listing.page ? 'page' : undefined}
              aria-label={fillWords(words.pageNumber, { number: page })}
            >
              {page}
            </a>
          </li>
        ))}
        {listing.page < listing.pageCount && (
          <li>
            <a href={listingPagePath(listing.basePath, listing.page + 1)} rel="next">
              {words.olderPosts}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** The first, the last and the pages near the current one, so 100 pages do not make 100 links. */
export function pagesAround(current: number, count: number): number[] {
  const near = [1, current - 2, current - 1, current, current + 1, current + 2, count]
  return [...new Set(near.filter((page) => page >= 1 && page <= count))].sort((a, b) => a - b)
}

export const view = defineView({ component: BlogPosts })

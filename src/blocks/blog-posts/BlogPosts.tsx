import { listingPagePath, type BlogListing } from '../../model/blog-data.ts'
import './blog-posts.css'
import { PostCard } from '../../ui/post-card/PostCard.tsx'
import type { BlogPostsProps } from './schema.ts'
import { defineView } from '../define-view.ts'

export function BlogPosts({ heading = 'Featured Articles', emptyText, listing }: BlogPostsProps) {
  const cards = listing?.cards ?? []
  return (
    <section className="blog-posts" aria-labelledby="blog-posts-heading">
      <h2 id="blog-posts-heading">{listing?.category ? `${heading}: ${listing.category}` : heading}</h2>
      {listing?.categories && <CategoryFilter listing={listing} categories={listing.categories} />}
      {cards.length === 0 ? (
        <p className="blog-posts__empty">{emptyText ?? 'No blog posts available at the moment.'}</p>
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
  const all = [{ name: 'All', path: listing.indexPath }, ...categories]
  return (
    <nav aria-label="Blog categories" className="blog-posts__categories">
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
  const pages = pagesAround(listing.page, listing.pageCount)
  return (
    <nav aria-label="Blog pages" className="blog-posts__pages">
      <ul>
        {listing.page > 1 && (
          <li>
            <a href={listingPagePath(listing.basePath, listing.page - 1)} rel="prev">
              ← Newer
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={listingPagePath(listing.basePath, page)}
              aria-current={page === listing.page ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </a>
          </li>
        ))}
        {listing.page < listing.pageCount && (
          <li>
            <a href={listingPagePath(listing.basePath, listing.page + 1)} rel="next">
              Older →
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

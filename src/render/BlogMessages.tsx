import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import './post-view.css'

/** Shown at /blog/<slug> when no post has that slug. */
export function BlogPostNotFound() {
  return (
    <section className="post post--message">
      <h1>Oops!</h1>
      <p>Blog post not found.</p>
      <p>
        <Link to="/blog" className="button button--primary">
          Return to Blog
        </Link>
      </p>
    </section>
  )
}

/** Shown while a post's data is on its way, during in-app navigation only. */
export function BlogPostLoading() {
  return (
    <section className="post post--message" aria-busy="true">
      <output className="post__loading">Loading article...</output>
    </section>
  )
}

/** Shown when a post's data could not be loaded; the error goes to the console for whoever investigates. */
export function BlogPostFailed({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Failed to load blog post.', error)
  }, [error])
  return (
    <section className="post post--message" role="alert">
      <h1>Oops!</h1>
      <p>Failed to load blog post.</p>
      <p>
        <Link to="/blog" className="button button--primary">
          Return to Blog
        </Link>
      </p>
    </section>
  )
}

import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import './post-view.css'

/** Shown at /blog/<slug> when no post has that slug. */
export function BlogPostNotFound() {
  return <PostProblem text="Blog post not found." />
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
  return <PostProblem text="Failed to load blog post." role="alert" />
}

function PostProblem({ text, role }: { text: string; role?: 'alert' }) {
  return (
    <section className="post post--message" role={role}>
      <h1>Oops!</h1>
      <p>{text}</p>
      <p>
        <Link to="/blog" className="button button--primary">
          Return to Blog
        </Link>
      </p>
    </section>
  )
}

import './post-view.css'

/** Shown at /blog/<slug> when no post has that slug. */
export function BlogPostNotFound() {
  return (
    <section className="post post--message">
      <h1>Oops!</h1>
      <p>Blog post not found.</p>
      <p>
        <a href="/blog" className="button button--primary">
          Return to Blog
        </a>
      </p>
    </section>
  )
}

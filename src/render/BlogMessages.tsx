import { useWords } from '../words/use-words.ts'
import './post-view.css'

/** Shown at /blog/<slug> when no post has that slug. */
export function BlogPostNotFound() {
  const words = useWords()
  return (
    <section className="post post--message">
      <h1>{words.postNotFoundTitle}</h1>
      <p>{words.postNotFound}</p>
      <p>
        <a href="/blog" className="button button--primary">
          {words.returnToBlog}
        </a>
      </p>
    </section>
  )
}

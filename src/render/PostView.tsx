import { Link } from 'react-router-dom'
import type { BlogPost } from '../config/site-schema.ts'
import { Paragraphs } from './paragraphs.tsx'

export function PostView({ post }: { post: BlogPost }) {
  return (
    <article className="post">
      <h1>{post.title}</h1>
      <p className="post__date">
        <time dateTime={post.date}>{post.date}</time>
      </p>
      <Paragraphs text={post.content} />
      <p>
        <Link to="/">← Back to the home page</Link>
      </p>
    </article>
  )
}

import { blogPostPath, cardOf, type PostPage } from '../model/blog-data.ts'
import type { RouteData } from '../model/site-data.ts'
import { markdownToHtml } from './markdown.ts'
import type { BlogPost } from '../schema/blog.ts'

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

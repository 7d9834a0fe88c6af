import { cardOf, type PostPage } from '../model/blog-data.ts'
import type { RouteData } from '../model/site-data.ts'
import { markdownToHtml } from './markdown.ts'
import type { BlogPost } from '../schema/blog.ts'

/**
 * A post's own page in the blog at `blogPath`: the Markdown rendered and sanitised here, at build time.
 * `byId` finds the posts it suggests, by their own number or, for a translation, by the one it translates.
 */
export function postRoute(post: BlogPost, byId: Map<number, BlogPost>, blogPath: string): RouteData {
  const { content, relatedPosts, featuredImage: _image, language: _language, translationOf: _of, ...fields } = post
  const related = (relatedPosts ?? []).flatMap((id) => {
    const other = byId.get(id)
    return other ? [cardOf(other, blogPath)] : []
  })
  const card = cardOf(post, blogPath)
  const page: PostPage = { ...card, ...fields, html: markdownToHtml(content), related, blogPath }
  return { kind: 'post', path: card.path, post: page }
}

/** The posts of one language by their number, and each translation also by the number of the post it translates. */
export function postsById(posts: BlogPost[]): Map<number, BlogPost> {
  return new Map([
    ...posts.flatMap((post) => (post.translationOf ? [[post.translationOf, post] as const] : [])),
    ...posts.map((post) => [post.id, post] as const),
  ])
}

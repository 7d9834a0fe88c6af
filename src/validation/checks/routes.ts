import { blogPostPath } from '../../model/blog-data.ts'
import { isRecord } from '../../model/is-record.ts'

/** Every address the site answers: pages, redirect sources and blog posts. */
export function knownRoutes(data: unknown): Set<string> {
  const routes = new Set<string>()
  if (!isRecord(data)) return routes
  if (isRecord(data.pages)) for (const path of Object.keys(data.pages)) routes.add(path)
  for (const redirect of asArray(data.redirects)) {
    if (isRecord(redirect) && typeof redirect.from === 'string') routes.add(redirect.from)
  }
  const blog = isRecord(data.blog) ? data.blog : undefined
  for (const post of asArray(blog?.posts)) {
    if (isRecord(post) && typeof post.slug === 'string') routes.add(blogPostPath(post.slug))
  }
  return routes
}

/** "/about/#team?x=1" → "/about": the page part of an internal link. */
export function pagePart(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : '/'
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

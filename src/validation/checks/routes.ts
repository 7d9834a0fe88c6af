import { isRecord } from '../../model/is-record.ts'
import { writtenPostPath } from '../../languages/blog-in-language.ts'

/** Every address the site answers: pages, redirect sources and blog posts, each under its language's blog. */
export function knownRoutes(data: unknown): Set<string> {
  const routes = new Set<string>()
  if (!isRecord(data)) return routes
  if (isRecord(data.pages)) for (const path of Object.keys(data.pages)) routes.add(path)
  for (const redirect of asArray(data.redirects)) {
    if (isRecord(redirect) && typeof redirect.from === 'string') routes.add(redirect.from)
  }
  const blog = isRecord(data.blog) ? data.blog : undefined
  for (const post of asArray(blog?.posts)) {
    const path = writtenPostPath(data, post)
    if (path) routes.add(path)
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

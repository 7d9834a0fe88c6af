import { isRecord } from '../../../src/model/is-record.ts'
import type { PathSegment } from '../../../src/model/data-path.ts'
import { dataChanges } from '../changed-paths.ts'
import { writtenPostPath } from '../../../src/languages/blog-in-language.ts'
import { showsBusinessDetails } from '../../../src/build/block-facts.ts'

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>(
    (current, segment) =>
      isRecord(current) || Array.isArray(current) ? (current as Record<PathSegment, unknown>)[segment] : undefined,
    data,
  )
}

/** The page that shows a change at `path`: the page itself, a service's page or a post's; undefined for anything else. */
function pageAt(data: unknown, path: readonly PathSegment[]): string | undefined {
  const [section, key, index] = path
  if (section === 'pages' && typeof key === 'string') return key
  if (section === 'services' && typeof key === 'number') {
    const link = valueAt(data, ['services', key, 'link'])
    return typeof link === 'string' && link.startsWith('/') ? link.split(/[?#]/)[0] : undefined
  }
  if (section === 'blog' && key === 'posts' && typeof index === 'number') {
    return writtenPostPath(data, valueAt(data, ['blog', 'posts', index]))
  }
  return undefined
}

/**
 * The page to show for a change from `before` to `after`: the first page, service page or post it
 * touches that is still there afterwards, or the home page when the change shows on every page (the
 * business's phone, the menu) or only removes pages.
 */
export function changedPage(before: unknown, after: unknown): string {
  const pages = isRecord(after) && isRecord(after.pages) ? after.pages : {}
  for (const { path, kind } of dataChanges(before, after)) {
    const page = pageAt(kind === 'removed' ? before : after, path)
    if (page && kind !== 'removed' && (Object.hasOwn(pages, page) || path[0] === 'blog')) return page
  }
  return '/'
}

/** The first page that shows the business's details (its phones, address, opening hours), if one does. */
export const businessDetailsPage = (
  pages: Readonly<Record<string, Parameters<typeof showsBusinessDetails>[0]>>,
): string | undefined => Object.entries(pages).find(([, page]) => showsBusinessDetails(page))?.[0]

/**
 * The page to open once a change from `before` to `after` is published: the one page, service page or
 * post it is on, even when shared parts changed with it (a new service's choice in the booking form);
 * for a change to the business's details alone, `detailsPage`, the page that shows them; otherwise the
 * home page, as for changes on several pages, or on every page (the menu), or a page taken away.
 */
export function pageToOpen(before: unknown, after: unknown, detailsPage = '/'): string {
  const pages = isRecord(after) && isRecord(after.pages) ? after.pages : {}
  const changes = dataChanges(before, after)
  const changedPages = new Set<string>()
  for (const { path, kind } of changes) {
    // What was taken away is on the page of what held it, if that is still there.
    const page = pageAt(after, kind === 'removed' ? path.slice(0, -1) : path)
    if (page && (Object.hasOwn(pages, page) || path[0] === 'blog')) changedPages.add(page)
  }
  const [only] = changedPages
  if (only !== undefined && changedPages.size === 1) return only
  const isBusinessDetails = changes.length > 0 && changes.every(({ path }) => path[0] === 'business' && path.length > 1)
  return changedPages.size === 0 && isBusinessDetails ? detailsPage : '/'
}

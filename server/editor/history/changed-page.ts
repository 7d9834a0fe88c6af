import { isRecord } from '../../../src/model/is-record.ts'
import type { PathSegment } from '../../../src/model/data-path.ts'
import { dataChanges } from '../changed-paths.ts'
import { writtenPostPath } from '../../../src/languages/blog-in-language.ts'

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

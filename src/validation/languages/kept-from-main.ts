import { formatPath } from '../../model/data-path.ts'
import { isRecord } from '../../model/is-record.ts'
import type { PathSegment } from '../source.ts'

/** A value of the main language that a language's texts cannot give: where it is written, and what. */
export interface KeptValue {
  place: string
  value: unknown
}

/**
 * The main language's `key` of the object at `segments` inside a language's texts
 * (`languages[0].texts.navigation[0]` and "link" give "navigation[0].link"): a value that is the same in every
 * language, so the texts leave it out. Undefined when `segments` is not in a language's texts, or the main
 * language has no such key there.
 */
export function keptFromMainLanguage(
  data: unknown,
  segments: readonly PathSegment[],
  key: string,
): KeptValue | undefined {
  if (segments[0] !== 'languages' || typeof segments[1] !== 'number' || segments[2] !== 'texts') return undefined
  const place = segments.slice(3)
  const main = place.reduce<unknown>(
    (node, segment) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined),
    data,
  )
  return isRecord(main) && main[key] !== undefined
    ? { place: formatPath([...place, key]), value: main[key] }
    : undefined
}

import type { PathSegment } from '../../../src/model/data-path.ts'
import { dataChanges, type DataChange } from '../changed-paths.ts'
import { placeWords } from '../place-words.ts'
import { capitalised } from '../../../src/model/words/capitalised.ts'

/** At most this many changes are named in a sentence; the rest are counted. */
const namedInSummary = 4
/** At most this many lines in a preview; the rest are counted. */
const shownInPreview = 12

const verbs = { added: 'added', removed: 'removed', changed: 'changed' } as const

/** A page or a post holds what changed inside it: several changes there read as one. */
function ownerOf(path: readonly PathSegment[]): PathSegment[] | undefined {
  if (path[0] === 'pages' && typeof path[1] === 'string') return path.slice(0, 2)
  if (path[0] === 'blog' && path[1] === 'posts' && typeof path[2] === 'number') return path.slice(0, 3)
  return undefined
}

const sameOwner = (a: readonly PathSegment[] | undefined, b: readonly PathSegment[] | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((segment, index) => segment === b[index])

/** The changes, with several inside one page or post taken together as a change to it. */
function grouped(changes: DataChange[]): DataChange[] {
  const result: DataChange[] = []
  for (const change of changes) {
    const owner = ownerOf(change.path)
    const earlier = result.find((seen) => sameOwner(ownerOf(seen.path), owner))
    if (!earlier) result.push(change)
    else if (earlier.path.length !== owner!.length || earlier.kind === 'changed') {
      earlier.path = owner!
      earlier.kind = 'changed'
    }
  }
  return result
}

const where = ({ path, kind }: DataChange, before: unknown, after: unknown) =>
  placeWords(path, kind === 'removed' ? before : after)

const list = (clauses: string[]) => `${capitalised(clauses.join('; '))}.`

/**
 * One sentence saying what changed between two versions of the site's data, in the words of the
 * people who wrote it: 'Changed the “Office” phone number; added the post “How to…”.'
 */
export function changeSummary(before: unknown, after: unknown): string {
  if (before === undefined || after === undefined) return 'Changed the website text.'
  const changes = grouped(dataChanges(before, after))
  if (changes.length === 0) return 'Changed nothing that visitors see.'
  const clauses = changes
    .slice(0, namedInSummary)
    .map((change) => `${verbs[change.kind]} ${where(change, before, after)}`)
  const more = changes.length - namedInSummary
  if (more > 0) clauses.push(`and ${more} more change${more === 1 ? '' : 's'}`)
  return list(clauses)
}

/** A short value as it reads, or undefined for a list, a group or a long text. */
function shortValue(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'string' || value.length > 80 || value.includes('\n')) return undefined
  return `“${value}”`
}

function previewLine(change: DataChange, before: unknown, after: unknown, valueAt: ValueAt): string {
  const place = capitalised(where(change, before, after))
  if (change.kind === 'added') return `${place} comes back.`
  if (change.kind === 'removed') return `${place} is taken away.`
  const [old, next] = [shortValue(valueAt(before, change.path)), shortValue(valueAt(after, change.path))]
  if (old !== undefined && next !== undefined) return `${place}: ${old} becomes ${next}.`
  return `${place} changes.`
}

type ValueAt = (data: unknown, path: readonly PathSegment[]) => unknown

const valueAt: ValueAt = (data, path) => {
  let current = data
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PathSegment, unknown>)[segment]
  }
  return current
}

/**
 * What the live website would see change, one line each, for a preview before undoing:
 * 'The “Office” phone number: “+254 711 222 333” becomes “+254 700 000 009”.'
 */
export function changePreview(before: unknown, after: unknown): string[] {
  const changes = dataChanges(before, after)
  const lines = changes.slice(0, shownInPreview).map((change) => previewLine(change, before, after, valueAt))
  const more = changes.length - shownInPreview
  if (more > 0) lines.push(`And ${more} more change${more === 1 ? '' : 's'}.`)
  return lines
}

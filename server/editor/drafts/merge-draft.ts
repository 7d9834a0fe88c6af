import { isDeepStrictEqual } from 'node:util'
import { parseDocument } from 'yaml'
import { isRecord } from '../../../src/model/is-record.ts'
import { applyEdit, type PathOp } from '../../../src/site-text/edit.ts'
import type { PathSegment } from '../../../src/model/data-path.ts'
import type { ConflictChoice as Choice } from '../../../src/model/contracts/draft-requests.ts'
import { dataChanges, type DataChange } from '../changed-paths.ts'
import { placeWords } from '../place-words.ts'
import { hasTooManyAliases, maxAliasCount } from './alias-limit.ts'

export interface MergeInput {
  /** The text the draft started from. */
  baseText: string
  draftText: string
  /** The text published since. */
  liveText: string
  /** How the person settled conflicts found before: at each place, their value or the published one. */
  keep?: Choice[]
}

/** A place both sides changed, with each side's value there (undefined where it was removed). */
export interface Conflict {
  path: PathSegment[]
  mine: unknown
  theirs: unknown
}

export type MergeOutcome =
  { ok: true; text: string } | { ok: false; reason: 'conflict'; message: string; conflicts: Conflict[] }

const notCombined =
  'Someone else published changes since you started, and yours could not be combined with them, so nothing was published. Discard your changes to start again from the published website.'

/**
 * Puts the draft's changes (from base to draft) onto the live text, when the live text moved on
 * since the draft started. Both sides' changes are compared as data: mine may not touch a place
 * theirs touched (the same field, one inside it, or one around it), and neither may change inside a
 * list the other added items to or removed items from (the whole list is then the place both
 * changed). Where both made the same change, or the person chose a side, there is no conflict. Mine
 * are then made on the live text with the edit engine, so its comments and their changes stay.
 */
export function mergeDraft({ baseText, draftText, liveText, keep = [] }: MergeInput): MergeOutcome {
  const base = readData(baseText)
  const draft = readData(draftText)
  const live = readData(liveText)
  if (!base.ok || !draft.ok || !live.ok) return refuse(notCombined, [])
  let mine = dataChanges(base.data, draft.data)
  let theirs = dataChanges(base.data, live.data)
  if (mine.length === 0) return { ok: true, text: liveText }
  if (theirs.length === 0 && mine.some((change) => change.path.length === 0)) return { ok: true, text: draftText }

  const clashes = conflictingPaths(mine, theirs)
  const settled = [
    ...keep.filter((choice) => clashes.some((path) => isDeepStrictEqual(path, choice.path))),
    ...clashes
      .filter((path) => isDeepStrictEqual(valueAt(draft.data, path), valueAt(live.data, path)))
      .map((path): Choice => ({ path, keep: 'theirs' })),
  ]
  for (const { path, keep: side } of settled) {
    const isOutside = (change: DataChange) => !overlaps(change.path, path)
    mine = mine.filter(isOutside)
    if (side === 'mine') {
      theirs = theirs.filter(isOutside)
      mine.push({ path, kind: valueAt(draft.data, path) === undefined ? 'removed' : 'changed' })
    }
  }
  const left = clashes.filter((path) => !settled.some((choice) => overlaps(choice.path, path)))
  if (left.length > 0) {
    const conflicts = left.map((path) => ({ path, mine: valueAt(draft.data, path), theirs: valueAt(live.data, path) }))
    return refuse(conflictMessage(left, draft.data), conflicts)
  }

  let text = liveText
  try {
    for (const op of editsFor(mine, draft.data)) text = applyEdit(text, op)
  } catch {
    return refuse(notCombined, [])
  }
  const merged = readData(text)
  const keeps =
    (data: unknown) =>
    ({ path, kind }: DataChange) =>
      kind === 'removed' || (merged.ok && isDeepStrictEqual(valueAt(merged.data, path), valueAt(data, path)))
  const isFaithful = merged.ok && mine.every(keeps(draft.data)) && theirs.every(keeps(live.data))
  return isFaithful ? { ok: true, text } : refuse(notCombined, [])
}

function refuse(message: string, conflicts: Conflict[]): MergeOutcome {
  return { ok: false, reason: 'conflict', message, conflicts }
}

function readData(text: string): { ok: true; data: unknown } | { ok: false } {
  const doc = parseDocument(text, { uniqueKeys: false })
  if (doc.errors.length > 0 || hasTooManyAliases(doc)) return { ok: false }
  return { ok: true, data: doc.toJS({ maxAliasCount }) as unknown }
}

const isWithin = (path: readonly PathSegment[], outer: readonly PathSegment[]) =>
  outer.length <= path.length && outer.every((segment, index) => path[index] === segment)

/** The lists a side added items to or removed items from. */
const reshapedLists = (changes: DataChange[]) =>
  changes
    .filter(({ path, kind }) => kind !== 'changed' && typeof path.at(-1) === 'number')
    .map(({ path }) => path.slice(0, -1))

const overlaps = (a: readonly PathSegment[], b: readonly PathSegment[]) => isWithin(a, b) || isWithin(b, a)

/**
 * The places where the two sides' changes meet, each once and none inside another. A change inside a
 * list the other side added to or removed from makes the whole list the place, since its items'
 * positions no longer agree.
 */
function conflictingPaths(mine: DataChange[], theirs: DataChange[]): PathSegment[][] {
  const lists = [...reshapedLists(mine), ...reshapedLists(theirs)]
  const outermostList = (path: PathSegment[]) =>
    lists
      .filter((list) => path.length > list.length && isWithin(path, list))
      .reduce<PathSegment[] | undefined>(
        (outer, list) => (!outer || list.length < outer.length ? list : outer),
        undefined,
      )
  const found: PathSegment[][] = []
  const note = (path: PathSegment[]) => found.push(outermostList(path) ?? path)
  const myLists = reshapedLists(mine)
  const theirLists = reshapedLists(theirs)
  const insideReshaped = (path: PathSegment[], reshaped: PathSegment[][]) =>
    reshaped.some((list) => path.length > list.length && isWithin(path, list))
  for (const { path } of mine) {
    const met = theirs.find((their) => overlaps(path, their.path))
    if (met) note(met.path.length < path.length ? met.path : path)
    else if (insideReshaped(path, theirLists)) note(path)
  }
  for (const { path } of theirs) if (insideReshaped(path, myLists)) note(path)
  const outermost = found.filter(
    (path, index) =>
      !found.some(
        (other, at) =>
          (other.length < path.length || (other.length === path.length && at < index)) && isWithin(path, other),
      ),
  )
  return outermost
}

function conflictMessage(paths: PathSegment[][], data: unknown): string {
  const named = paths.slice(0, 3).map((path) => placeWords(path, data))
  if (paths.length > 3) named.push(`${paths.length - 3} more`)
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
  return (
    `Someone else changed ${list} since you started, and so did you, so nothing was published. ` +
    'Choose which to keep: discard your changes to keep theirs, or change it again and publish to keep yours.'
  )
}

/** The edits that make `changes` (from base to draft) on a text whose lists they touch are as in the base. */
function editsFor(changes: DataChange[], draft: unknown): PathOp[] {
  const order = { removed: 0, added: 1, changed: 2 }
  const index = (change: DataChange) => (typeof change.path.at(-1) === 'number' ? (change.path.at(-1) as number) : 0)
  // A list's removals from the last, then its additions from the first, leave its items at their
  // places in the draft; changes inside items, written at those places, come after.
  const sorted = [...changes].sort(
    (a, b) =>
      a.path.length - b.path.length ||
      order[a.kind] - order[b.kind] ||
      (a.kind === 'removed' ? index(b) - index(a) : index(a) - index(b)),
  )
  return sorted.map(({ path, kind }): PathOp => {
    const last = path.at(-1)
    if (kind === 'removed') return { op: 'remove', path }
    if (kind === 'added' && typeof last === 'number')
      return { op: 'insert', path: path.slice(0, -1), index: last, value: valueAt(draft, path) }
    return { op: 'set', path, value: valueAt(draft, path) }
  })
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data
  for (const segment of path) {
    if (!isRecord(current) && !Array.isArray(current)) return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}

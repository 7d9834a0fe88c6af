import { diffArrays } from 'diff'
import type { PathSegment } from './data-path.ts'
import { isRecord } from './is-record.ts'

/**
 * One difference between two versions of the site's data. `path` leads to it: an item added to a
 * list is at its new place, a removed one at its old place, a changed item's insides at its new place.
 */
export interface DataChange {
  path: PathSegment[]
  kind: 'added' | 'removed' | 'changed'
}

/** Whether two values read from site.yaml hold the same data (plain groups, lists and values). */
export function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => isSameData(item, b[index]))
  if (!isRecord(a) || !isRecord(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && isSameData(a[key], b[key]))
  )
}

/**
 * Where two versions of the site's data differ. Objects are compared key by key and arrays item by
 * item, with unchanged items lined up, so that one item inserted in a list reads as one addition
 * rather than a change to every item after it. An added or removed key or item is one change, not one
 * per field inside it; a value that changed type is one change at its path ([] for the whole file).
 */
export function dataChanges(before: unknown, after: unknown): DataChange[] {
  const changes: DataChange[] = []
  compare(before, after, [], changes)
  return changes
}

type Data = Record<string, unknown>

function compare(before: unknown, after: unknown, path: PathSegment[], changes: DataChange[]): void {
  if (isSameData(before, after)) return
  if (isRecord(before) && isRecord(after)) return compareObjects(before, after, path, changes)
  if (Array.isArray(before) && Array.isArray(after)) return compareArrays(before, after, path, changes)
  changes.push({ path, kind: 'changed' })
}

function compareObjects(before: Data, after: Data, path: PathSegment[], changes: DataChange[]): void {
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(before, key)) changes.push({ path: [...path, key], kind: 'added' })
    else compare(before[key], after[key], [...path, key], changes)
  }
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) changes.push({ path: [...path, key], kind: 'removed' })
  }
}

/** A changed item shows up as a removal beside an addition; such pairs are compared inside. */
function compareArrays(before: unknown[], after: unknown[], path: PathSegment[], changes: DataChange[]): void {
  let oldIndex = 0
  let newIndex = 0
  let removed: number[] = []
  let added: number[] = []
  const flush = () => {
    const paired = Math.min(removed.length, added.length)
    for (let n = 0; n < paired; n++) compare(before[removed[n]!], after[added[n]!], [...path, added[n]!], changes)
    for (const index of added.slice(paired)) changes.push({ path: [...path, index], kind: 'added' })
    for (const index of removed.slice(paired)) changes.push({ path: [...path, index], kind: 'removed' })
    removed = []
    added = []
  }
  for (const change of diffArrays(before, after, { comparator: isSameData })) {
    if (change.removed) for (let n = 0; n < change.count; n++) removed.push(oldIndex++)
    else if (change.added) for (let n = 0; n < change.count; n++) added.push(newIndex++)
    else {
      flush()
      oldIndex += change.count
      newIndex += change.count
    }
  }
  flush()
}

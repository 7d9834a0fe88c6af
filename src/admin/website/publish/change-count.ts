import { isRecord } from '../../../model/is-record.ts'

/**
 * How many values differ between the published data and the draft: each changed, added or removed
 * value counts once, and a whole added or removed item (a page, a post) counts as one.
 */
export function changeCount(before: unknown, after: unknown): number {
  if (Object.is(before, after)) return 0
  if (Array.isArray(before) && Array.isArray(after)) {
    let count = Math.abs(before.length - after.length)
    for (let index = 0; index < Math.min(before.length, after.length); index++)
      count += changeCount(before[index], after[index])
    return count
  }
  if (isRecord(before) && isRecord(after)) {
    let count = 0
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      count += key in before && key in after ? changeCount(before[key], after[key]) : 1
    return count
  }
  return 1
}

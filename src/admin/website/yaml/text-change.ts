/** The one change that turns `before` into `after`, keeping what they share at both ends. */
export function textChange(before: string, after: string): { from: number; to: number; insert: string } {
  const shortest = Math.min(before.length, after.length)
  let start = 0
  while (start < shortest && before[start] === after[start]) start++
  let end = 0
  while (end < shortest - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) }
}

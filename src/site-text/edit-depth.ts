/**
 * How many levels deep a change may reach into site.yaml: its place (the keys and list positions that
 * lead to it) and the value it puts there, counted together. A site's deepest field sits about ten
 * levels down; past this, the work of reading and writing the text grows without use.
 */
export const maxEditDepth = 64

/** What the person editing reads when a change reaches deeper than that. */
export const tooDeepSentence = `This change reaches more than ${maxEditDepth} levels into the website's text, deeper than any part of it can go, so it was not made. Reload the page and make it again.`

/**
 * Whether the change reaches deeper than `maxEditDepth`. Counted without recursion, and no further
 * down than the limit, so a value nested many thousands deep costs no more to measure than one that fits.
 */
export function isTooDeep(op: { op: string; path?: unknown; value?: unknown }): boolean {
  const placeDepth = Array.isArray(op.path) ? op.path.length : 0
  if (placeDepth > maxEditDepth) return true
  return nestsDeeperThan(op.value, maxEditDepth - placeDepth)
}

/** Whether lists and maps inside `value` go more than `levels` deep (a plain value is 0 deep, `{ a: 1 }` 1). */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  const waiting: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue
    if (next.depth >= levels) return true
    for (const inner of Object.values(next.value)) waiting.push({ value: inner, depth: next.depth + 1 })
  }
  return false
}

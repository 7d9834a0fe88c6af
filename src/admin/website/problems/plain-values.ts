/** A value the checker refused, as the form names it: text in quotes, a number as it is. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return `“${value.length > 60 ? `${value.slice(0, 57)}…` : value}”`
  return String(value)
}

/** Names in quotes, as a choice: “a”, “b” or “c”; a long list is cut short. */
export function choices(names: readonly unknown[] | null | undefined, most = 6): string {
  const quoted = (names ?? []).slice(0, most).map((name) => `“${String(name)}”`)
  const more = (names?.length ?? 0) - quoted.length
  if (more > 0) return `${quoted.join(', ')} or one of ${more} more`
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? 'nothing')
}

/** “Did you mean …?” when the checker found a likely one. */
export const meantWords = (meant: unknown): string => (meant ? `: did you mean “${String(meant)}”?` : '')

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`

/**
 * `T` as it comes back from JSON: an absent value may come back as null. A container nested deeper than
 * `jsonSafe` keeps comes back as null too; the type does not say so, since only `unknown` values nest
 * that deep.
 */
export type JsonSafe<T> = T extends undefined
  ? null | undefined
  : T extends readonly unknown[]
    ? { [I in keyof T]: JsonSafe<T[I]> }
    : T extends (...args: never[]) => unknown
      ? never
      : T extends object
        ? { [P in keyof T]: JsonSafe<T[P]> }
        : T

/** Containers below this depth are left out: the catalogue's own arguments never nest deeper. */
const deepest = 3

/**
 * A copy of `values` that survives JSON unchanged: nothing undefined inside a list, no functions, no
 * infinite numbers, and no large value copied whole (a refused list of pages keeps its top level only).
 */
export function jsonSafe<T extends readonly unknown[]>(values: T): JsonSafe<T> {
  const cut = [...values]
  while (cut.length > 0 && cut.at(-1) === undefined) cut.pop()
  return copied(cut, 0) as JsonSafe<T>
}

function copied(value: unknown, depth: number): unknown {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'object') return null
  if (depth >= deepest) return null
  if (Array.isArray(value)) return value.map((item) => copied(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, item]) => (item === undefined ? [] : [[name, copied(item, depth + 1)]])),
  )
}

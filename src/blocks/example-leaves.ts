/** Where a value sits in a block's props: keys and array indexes, from the top. */
export type LeafPath = readonly (string | number)[]

export type Leaf = string | number | boolean

/** Every string, number and boolean in `value`, with where it sits. */
export function leavesOf(value: unknown, path: LeafPath = []): { path: LeafPath; leaf: Leaf }[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [{ path, leaf: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]))
  return []
}

/** A copy of `value` with `part` at `path`, the rest shared. */
export function withPart<T>(value: T, path: LeafPath, part: unknown): T {
  const [step, ...rest] = path
  if (step === undefined) return part as T
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  copy[step] = withPart(copy[step], rest, part)
  return copy as T
}

/** A value of the same kind as `leaf` that no example holds. */
export const markerFor = (leaf: Leaf, index: number): Leaf =>
  typeof leaf === 'boolean' ? !leaf : typeof leaf === 'number' ? 987_650 + index : `Marker ${index}`

export const pathName = (path: LeafPath): string => path.join('.')

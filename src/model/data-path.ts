/** One step into the site's data: a key of a group, or a position (from 0) in a list. */
export type PathSegment = string | number

/** Where a value sits in the site's data, e.g. `['business', 'phones', 0, 'number']`; [] is the whole. */
export type DataPath = readonly PathSegment[]

/**
 * The one way a data path is written as text: `business.phones[0].number`, `pages./about.blocks[3]`;
 * '' for the empty path. `note`, called once per segment in order, may add words after that segment,
 * written in brackets: `blocks[3] (hero)`.
 */
export function formatPath(path: DataPath, note?: (segment: PathSegment, index: number) => string | undefined): string {
  let text = ''
  path.forEach((segment, index) => {
    text += typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`
    const words = note?.(segment, index)
    if (words) text += ` (${words})`
  })
  return text
}

const childOf = (value: unknown, segment: PathSegment): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<PathSegment, unknown>)[segment] : undefined

/**
 * A data path as someone who writes site.yaml finds it in the file, for the checker's messages and the
 * refusals of an edit: `pages./about.blocks[3] (hero).heading`, each block followed by its type when `data`
 * is given; "the top level of the file" for the empty path.
 */
export function placeInFile(path: DataPath, data?: unknown): string {
  let current = data
  const words = formatPath(path, (segment) => {
    current = childOf(current, segment)
    const type = typeof current === 'object' && current !== null ? (current as { type?: unknown }).type : undefined
    return typeof segment === 'number' && !Array.isArray(current) && typeof type === 'string' ? type : undefined
  })
  return words === '' ? 'the top level of the file' : words
}

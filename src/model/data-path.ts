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

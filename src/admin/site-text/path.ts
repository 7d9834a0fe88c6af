/** Where a value sits in site.yaml: map keys and list positions (from 0), e.g. `['business', 'phones', 0, 'number']`. */
export type Path = readonly (string | number)[]

/** A path as the site checker writes it: `business.phones[0].number`, `pages./about.blocks[2]`. */
export function describePath(path: Path): string {
  if (path.length === 0) return 'the top of the file'
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`
      return index === 0 ? segment : `.${segment}`
    })
    .join('')
}

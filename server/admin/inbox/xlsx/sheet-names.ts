/** The most characters Excel allows in a sheet's name. */
export const maxSheetNameLength = 31

/** Characters Excel refuses in a sheet's name. */
const refused = /[[\]:*?/\\]/g

/**
 * Names Excel accepts for sheets with these titles, in order: without the characters it refuses, at
 * most 31 characters, not starting or ending with an apostrophe, never "History" (Excel keeps that
 * name for itself) and no two alike, however written in capitals (a later one gets " (2)", " (3)" …).
 */
export function sheetNames(titles: readonly string[], fallback = 'Sheet'): string[] {
  const taken = new Set(['history'])
  return titles.map((title) => {
    const base = clean(title)
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` (${n})`
      const name = (clean(base.slice(0, maxSheetNameLength - suffix.length)) || fallback) + suffix
      if (taken.has(name.toLowerCase())) continue
      taken.add(name.toLowerCase())
      return name
    }
  })
}

const clean = (text: string) =>
  text
    .replace(refused, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim()

/** The most characters an Excel cell holds. */
export const maxCellLength = 32_767

/** Characters XML 1.0 cannot carry at all (most control characters, lone surrogates, U+FFFE and U+FFFF). */
const notInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Excel reads `_x0041_` in a cell's text as an escaped character; written `_x005F_x0041_`, it shows as typed. */
const escapeLike = /_(x[0-9A-Fa-f]{4}_)/g

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as it may stand in XML, between tags or in a quoted attribute. */
export const xmlEscape = (text: string): string => text.replace(notInXml, '').replace(/[&<>"']/g, (c) => entities[c]!)

/** A cell's text as Excel shows it back: every character kept that a spreadsheet can hold. */
export const cellText = (text: string): string =>
  xmlEscape(text.slice(0, maxCellLength).replace(escapeLike, '_x005F_$1'))

/** A column's letters, counted from 0: A … Z, AA …. */
export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** How one line of block-style YAML begins: its sequence dashes, then at most one key. */
export interface LineShape {
  /** Column of the first character that is not a space. */
  indent: number
  /** Columns of the `- ` item markers the line starts with, left to right. */
  dashes: number[]
  /** The key after the dashes, with the text after its colon; absent when the line holds no key. */
  key?: { col: number; name: string; value: string }
}

const notAPlainKeyStart = new Set([...'{}[],&*!|>%@`#?'])

const isSpace = (char: string | undefined) => char === undefined || char === ' ' || char === '\t'

function quotedKeyEnd(line: string, start: number): number | undefined {
  const quote = line[start]
  for (let index = start + 1; index < line.length; index++) {
    if (quote === '"' && line[index] === '\\') index++
    else if (line[index] === quote) {
      if (quote === "'" && line[index + 1] === "'") index++
      else return index + 1
    }
  }
  return undefined
}

/** The column of the colon that ends the key starting at `start`, if one does. */
function keyColon(line: string, start: number): number | undefined {
  const char = line[start]
  if (char === '"' || char === "'") {
    let end = quotedKeyEnd(line, start)
    if (end === undefined) return undefined
    while (line[end] === ' ') end++
    return line[end] === ':' && isSpace(line[end + 1]) ? end : undefined
  }
  if (char === undefined || notAPlainKeyStart.has(char)) return undefined
  for (let index = start; index < line.length; index++) {
    if (line[index] === ':' && isSpace(line[index + 1])) return index
    if (line[index] === '#' && isSpace(line[index - 1])) return undefined
  }
  return undefined
}

const unquoted = (text: string) =>
  /^'.*'$/.test(text) ? text.slice(1, -1).replaceAll("''", "'") : /^".*"$/.test(text) ? text.slice(1, -1) : text

/** The value written after a key on its own line, without a trailing comment or quotes. */
export const scalarText = (value: string): string => unquoted(value.replace(/(^|\s)#.*$/, '').trim())

/** The shape of one line, or undefined for a blank or comment-only line. */
export function lineShape(line: string): LineShape | undefined {
  let col = line.search(/\S/)
  if (col === -1 || line[col] === '#') return undefined
  const indent = col
  const dashes: number[] = []
  while (line[col] === '-' && isSpace(line[col + 1])) {
    dashes.push(col)
    col++
    while (line[col] === ' ') col++
  }
  const colon = col < line.length ? keyColon(line, col) : undefined
  if (colon === undefined) return { indent, dashes }
  const name = scalarText(line.slice(col, colon))
  return { indent, dashes, key: { col, name, value: line.slice(colon + 1) } }
}

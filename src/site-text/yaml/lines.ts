/** Offset of the first character of the line that holds `offset`. */
export function lineStart(text: string, offset: number): number {
  if (offset <= 0) return 0
  return text.lastIndexOf('\n', offset - 1) + 1
}

/** Offset just after the line break that ends the line holding `offset` (the text's length on a last line without one). */
export function lineEnd(text: string, offset: number): number {
  const lineBreak = text.indexOf('\n', offset)
  return lineBreak === -1 ? text.length : lineBreak + 1
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset)
}

/** Spaces at the start of the line beginning at `start`. */
export function indentOf(text: string, start: number): number {
  let end = start
  while (text[end] === ' ') end++
  return end - start
}

function lineAt(text: string, start: number): string {
  return text.slice(start, lineEnd(text, start))
}

export function isBlankLine(text: string, start: number): boolean {
  return /^[ \t]*\r?\n?$/.test(lineAt(text, start))
}

export function isCommentLine(text: string, start: number): boolean {
  return /^[ \t]*#/.test(lineAt(text, start))
}

/** Only the blank lines of `text`, which holds whole lines. */
export function blankLinesOf(text: string): string {
  return text
    .split(/(?<=\n)/)
    .filter((line) => /^[ \t]*\r?\n?$/.test(line))
    .join('')
}

import { EditError } from './edit-error.ts'

/** Puts `text` in place of the characters from `from` up to (not including) `to` of the text it applies to. */
export type TextSplice = { op: 'splice'; from: number; to: number; text: string }

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
/** How many characters are compared at once while looking for the first and last difference. */
const chunk = 4096

/**
 * The one splice that turns `before` into `after`: everything between their common start and their
 * common end. It never cuts a character written with two UTF-16 units in half.
 */
export function textSplice(before: string, after: string): TextSplice {
  const shorter = Math.min(before.length, after.length)
  // Large pieces are compared first: two texts of megabytes that differ in one line take a few milliseconds.
  let start = 0
  while (start + chunk <= shorter && before.slice(start, start + chunk) === after.slice(start, start + chunk))
    start += chunk
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--
  let end = 0
  const endOf = (text: string) => text.slice(text.length - end - chunk, text.length - end)
  while (end + chunk <= shorter - start && endOf(before) === endOf(after)) end += chunk
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--
  return { op: 'splice', from: start, to: before.length - end, text: after.slice(start, after.length - end) }
}

/** Applies a splice, or throws an EditError when it reaches outside the text. */
export function applyTextSplice(text: string, splice: TextSplice): string {
  const { from, to } = splice
  const isInside = Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to && to <= text.length
  if (!isInside || typeof splice.text !== 'string')
    throw new EditError('This change was made to a different copy of the text, so it could not be applied.')
  return text.slice(0, from) + splice.text + text.slice(to)
}

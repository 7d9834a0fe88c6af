import { CST, stringify, type Scalar } from 'yaml'

type Style = Scalar.Type

/** Written as YAML 1.2 reads it, and also quoted wherever YAML 1.1 tools would read a number, boolean or date. */
const readableEverywhere = { compat: 'yaml-1.1', lineWidth: 0 } as const

/** True when `value` reads back as the same string without quotes: no ": " or " #", no leading indicator, no
 * surrounding spaces, and nothing that a YAML reader takes for a number, boolean, null, time or date ('08:00'). */
export function canBePlain(value: string, inFlow: boolean): boolean {
  if (value.includes('\n') || (inFlow && /[[\]{},]/.test(value))) return false
  return stringify(value, readableEverywhere) === `${value}\n`
}

function quotedStyle(value: string): Style {
  return value.includes("'") && !value.includes('"') ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
}

/** True when every line of `value` is empty or holds more than whitespace, and some line does. */
export const fitsBlock = (value: string) =>
  value.trim() !== '' && value.split('\n').every((line) => line === '' || line.trim() !== '')

/** The style a string takes in place of a scalar written in `previous` style. */
export function styleFor(value: string, previous: Style | undefined, inFlow: boolean): Style {
  const wasBlock = previous === 'BLOCK_LITERAL' || previous === 'BLOCK_FOLDED'
  if (inFlow) {
    if (value.includes('\n')) return 'QUOTE_DOUBLE'
  } else if (value.includes('\n') || wasBlock) {
    // A block scalar reads a line of nothing but spaces as an empty line: such text goes in quotes.
    if (!fitsBlock(value)) return value.includes('\n') ? 'QUOTE_DOUBLE' : quotedStyle(value)
    return previous === 'BLOCK_FOLDED' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL'
  }
  if (previous === 'QUOTE_SINGLE' || previous === 'QUOTE_DOUBLE') return previous
  return canBePlain(value, inFlow) ? 'PLAIN' : quotedStyle(value)
}

export type ScalarPlace = {
  /** The style of the scalar being replaced; a new value takes the project's style. */
  previous?: Style | undefined
  inFlow: boolean
  /** Column of the lines of a block scalar's body. */
  bodyIndent: number
  /** Spaces, comment and line break after the old value (or after a block scalar's header), kept as they were. */
  end?: CST.SourceToken[]
}

/** `value` written as a scalar: numbers, booleans and null plain; strings in the style `styleFor` picks. */
export function scalarText(value: unknown, place: ScalarPlace): string {
  const end = place.end ?? []
  if (typeof value !== 'string') {
    return CST.stringify(CST.createScalarToken(stringify(value).trimEnd(), { indent: 0, type: 'PLAIN', end }))
  }
  const type = styleFor(value, place.previous, place.inFlow)
  // Kept on one line with JSON's escapes (valid YAML): a line break inside a flow collection is easy to misread.
  if (type === 'QUOTE_DOUBLE' && value.includes('\n')) {
    return JSON.stringify(value) + end.map((token) => token.source).join('')
  }
  return CST.stringify(CST.createScalarToken(value, { indent: place.bodyIndent, inFlow: place.inFlow, type, end }))
}

/** `key` written as a map key, keeping the quotes of the key it replaces. */
export function keyText(key: string, previous: Style | undefined, inFlow: boolean): string {
  const quoted = previous === 'QUOTE_SINGLE' || previous === 'QUOTE_DOUBLE'
  const type = quoted ? previous : canBePlain(key, inFlow) ? 'PLAIN' : quotedStyle(key)
  return CST.stringify(CST.createScalarToken(key, { indent: 0, implicitKey: true, inFlow, type, end: [] }))
}

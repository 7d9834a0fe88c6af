import type { ThemeColors } from '../schema/theme.ts'
import { contrastRatio } from './color.ts'
import { drawnPairs, errorColor, type DrawnPair } from './contrast-pairs.ts'
import { colorValues, usualColors, type ColorRole } from './palette.ts'
import { nearestShade } from './shade.ts'

/** The two colours of a pair as the site draws them with these theme colours. */
export function drawnColors(pair: DrawnPair, colors: ThemeColors): { front: string; back: string } {
  const values = colorValues(colors)
  return { front: pair.front === 'error' ? errorColor : values[pair.front], back: values[pair.back] }
}

/** The contrast of a pair as the site draws it with these theme colours. */
export const ratioOf = (pair: DrawnPair, colors: ThemeColors): number => {
  const { front, back } = drawnColors(pair, colors)
  return contrastRatio(front, back)
}

/** The role a failing pair is put down to: the first of its roles the theme gives. */
export const blamedRole = (pair: DrawnPair, colors: ThemeColors): ColorRole | undefined =>
  pair.roles.find((role) => colors[role] !== undefined)

/**
 * The nearest shade of the role's colour that makes this pair readable, and every other pair the role is
 * blamed for when one shade can do both; undefined when no shade of it does.
 */
export function suggestedShade(pair: DrawnPair, role: ColorRole, colors: ThemeColors): string | undefined {
  const color = colors[role] ?? usualColors[role]
  const passes = (pairs: readonly DrawnPair[]) => (shade: string) =>
    pairs.every((each) => ratioOf(each, { ...colors, [role]: shade }) >= each.need)
  const sameRole = drawnPairs.filter((each) => blamedRole(each, colors) === role)
  return nearestShade(color, passes(sameRole)) ?? nearestShade(color, passes([pair]))
}

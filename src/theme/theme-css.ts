import type { Theme } from '../schema/theme.ts'
import { fontCss } from './fonts.ts'
import { colorValues, filledColors } from './palette.ts'

/**
 * The CSS that gives a page its theme: every colour as a custom property (the stylesheets hold none, so the
 * same built code draws any site), and the corners and fonts when the theme sets them. Written into each
 * page's head after the stylesheet, so it wins over the stylesheet's own :root.
 */
export function themeCss(theme: Theme = {}): string {
  const properties = Object.entries(themeProperties(theme)).map(([name, value]) => `${name}:${value}`)
  return `:root{${properties.join(';')}}${fontCss(theme.fonts)}`
}

/** The custom properties of the theme's colours and corners, by name (`--brand`), as themeCss writes them. */
export function themeProperties(theme: Theme = {}): Record<`--${string}`, string> {
  const colors = Object.entries(colorValues(theme.colors, theme.shades)).map(([name, value]) => [`--${name}`, value])
  const corners = theme.corners === undefined ? [] : [['--radius', `${theme.corners}px`]]
  return Object.fromEntries([...colors, ...corners]) as Record<`--${string}`, string>
}

/** The colour browsers tint their own bars with: the brand. */
export const themeColor = (theme: Theme = {}): string => filledColors(theme.colors).brand

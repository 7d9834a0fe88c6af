import type { ShellData } from '../../model/site-data.ts'
import { isRecord } from '../../model/is-record.ts'
import type { EditOp } from '../../site-text/edit.ts'
import { hexColorPattern } from '../../theme/color.ts'
import { usualColors, type ColorRole } from '../../theme/palette.ts'
import { valueAt } from '../website/form/editor-context.ts'
import type { Path } from '../website/form/json-schema.ts'

/** `theme:` of site.yaml, as the Look screen edits it. */
export type Theme = NonNullable<ShellData['theme']>
export type ThemeColors = NonNullable<Theme['colors']>
type Fonts = NonNullable<Theme['fonts']>

/** How round the usual look's corners are, in pixels (site.css's --radius). */
export const usualCorners = 10

const isColor = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(hexColorPattern).test(value)

const isRole = (name: string): name is ColorRole => Object.hasOwn(usualColors, name)

/**
 * The theme of the draft as far as it is written right: a colour, font or corner written wrongly in the
 * text is left out (the check reports it), so the preview and the contrast words show the rest.
 */
export function themeOf(data: unknown): Theme {
  const theme = valueAt(data, ['theme'])
  if (!isRecord(theme)) return {}
  const colors = isRecord(theme.colors)
    ? Object.fromEntries(Object.entries(theme.colors).filter(([name, value]) => isRole(name) && isColor(value)))
    : {}
  // Shades the text pins (the owner does not choose them here) still draw the sample as the website draws them.
  const shades = isRecord(theme.shades)
    ? { shades: Object.fromEntries(Object.entries(theme.shades).filter(([, value]) => isColor(value))) }
    : {}
  const corners = Number.isInteger(theme.corners) ? { corners: theme.corners as number } : {}
  return { colors, ...shades, ...corners, ...fontsOf(theme.fonts) }
}

function fontsOf(fonts: unknown): { fonts?: Fonts } {
  if (!isRecord(fonts)) return {}
  const files = Array.isArray(fonts.files)
    ? fonts.files.filter(
        (file): file is { family: string; file: string } =>
          isRecord(file) && typeof file.family === 'string' && typeof file.file === 'string',
      )
    : []
  const name = (key: string) => (typeof fonts[key] === 'string' ? { [key]: fonts[key] } : {})
  return { fonts: { ...name('body'), ...name('headings'), ...(files.length > 0 ? { files } : {}) } }
}

/** The font families of the theme's own font files, each once. */
export const fileFamilies = (theme: Theme): string[] => [
  ...new Set((theme.fonts?.files ?? []).map((file) => file.family)),
]

/**
 * The edit that takes the value at `path` out of the draft, and the maps around it that it leaves empty, so
 * that removing the last colour leaves no `colors: {}` behind.
 */
export function removal(data: unknown, path: Path): EditOp {
  let target = path
  while (target.length > 1) {
    const parent = valueAt(data, target.slice(0, -1))
    if (!isRecord(parent) || Object.keys(parent).length > 1) break
    target = target.slice(0, -1)
  }
  return { op: 'remove', path: target }
}

/** Whether the draft sets a value at `path` (rather than leaving it to the usual look). */
export const isSet = (data: unknown, path: Path): boolean => valueAt(data, path) !== undefined

import { fontFilePattern, type ThemeColors, type ThemeShades } from '../../schema/theme.ts'
import { isRecord } from '../../model/is-record.ts'
import { contrastRatio, hexColorPattern, shownRatio } from '../../theme/color.ts'
import { drawnPairs, errorColor, type DrawnPair } from '../../theme/contrast-pairs.ts'
import { isSystemFont, systemFontNames } from '../../theme/font-stacks.ts'
import { colorValues, shadeProperties, usualColors, type ColorRole, type ShadeName } from '../../theme/palette.ts'
import { nearestShade } from '../../theme/shade.ts'
import { blamedRole, drawnColors, ratioOf, suggestedShade } from '../../theme/readability.ts'
import { messages } from '../messages.ts'
import type { PublicFiles } from '../public-files.ts'
import type { Context } from './semantic-context.ts'

/**
 * The theme's fonts name fonts it has, in files the site has, and its colours are readable wherever the site
 * draws them together.
 */
export function checkTheme(context: Context, publicFiles: PublicFiles): void {
  const theme = context.data.theme
  if (!isRecord(theme)) return
  if (isRecord(theme.fonts)) {
    checkFontNames(context, theme.fonts)
    checkFontFiles(context, theme.fonts, publicFiles)
  }
  const colors = givenColors(theme.colors ?? {})
  const shades = givenShades(theme.shades ?? {})
  if (colors && shades) checkContrast(context, colors, shades)
}

function checkFontNames({ report, where }: Context, fonts: Record<string, unknown>) {
  const files = Array.isArray(fonts.files) ? fonts.files : []
  const families = files.flatMap((file) => (isRecord(file) && typeof file.family === 'string' ? [file.family] : []))
  for (const key of ['body', 'headings']) {
    const name = fonts[key]
    if (typeof name !== 'string' || isSystemFont(name) || families.includes(name)) continue
    const path = ['theme', 'fonts', key]
    report(messages.unknownFont(where(path), name, [...systemFontNames, ...families]), path)
  }
}

// Font files are checked here rather than marked as public files: one written as another host's address is
// refused by the schema alone, not also as a file missing from public/.
function checkFontFiles({ report, where }: Context, fonts: Record<string, unknown>, publicFiles: PublicFiles) {
  const pattern = new RegExp(String(fontFilePattern))
  const files = Array.isArray(fonts.files) ? fonts.files : []
  files.forEach((file, index) => {
    if (!isRecord(file) || typeof file.file !== 'string' || !pattern.test(file.file) || publicFiles.has(file.file))
      return
    const path = ['theme', 'fonts', 'files', index, 'file']
    report(messages.missingFile(where(path), file.file), path)
  })
}

/** The colours the theme gives, when all are written right (the schema reports any that is not). */
function givenColors(colors: unknown): ThemeColors | undefined {
  if (!isRecord(colors)) return undefined
  const pattern = new RegExp(hexColorPattern)
  const entries = Object.entries(colors)
  const isWritten = ([name, value]: [string, unknown]) =>
    Object.hasOwn(usualColors, name) && typeof value === 'string' && pattern.test(value)
  return entries.every(isWritten) ? (Object.fromEntries(entries) as ThemeColors) : undefined
}

/** The shades the theme pins, when all are written right (the schema reports any that is not). */
function givenShades(shades: unknown): ThemeShades | undefined {
  if (!isRecord(shades)) return undefined
  const pattern = new RegExp(hexColorPattern)
  const isWritten = ([name, value]: [string, unknown]) =>
    Object.hasOwn(shadeProperties, name) && typeof value === 'string' && pattern.test(value)
  return Object.entries(shades).every(isWritten) ? (shades as ThemeShades) : undefined
}

function checkContrast(context: Context, colors: ThemeColors, shades: ThemeShades) {
  const { report, where } = context
  // One problem for each colour, about the first pair it fails: the shade suggested mends every pair it can.
  const reported = new Set<ColorRole>()
  for (const pair of drawnPairs) {
    if (checkPinnedShade(context, pair, colors, shades)) continue
    const role = blamedRole(pair, colors)
    const ratio = ratioOf(pair, colors)
    if (!role || ratio >= pair.need || reported.has(role)) continue
    reported.add(role)
    const path = ['theme', 'colors', role]
    const drawn = { ...drawnColors(pair, colors), ratio: shownRatio(ratio), what: pair.what, need: pair.need }
    report(messages.lowContrast(where(path), drawn, suggestedShade(pair, role, colors)), path)
  }
}

/**
 * A pair one of whose colours the theme pins in `shades` is that shade's to answer for: refused at its line
 * with the nearest shade of it that reads. True when the pair has such a shade.
 */
function checkPinnedShade({ report, where }: Context, pair: DrawnPair, colors: ThemeColors, shades: ThemeShades) {
  // The words drawn are blamed before what they are drawn on.
  const pinnedFor = (property: string) =>
    (Object.keys(shades) as ShadeName[]).find((name) => shadeProperties[name] === property)
  const pinned = pinnedFor(pair.front) ?? pinnedFor(pair.back)
  if (!pinned) return false
  const drawnWith = (shade: string) => {
    const values = colorValues(colors, { ...shades, [pinned]: shade })
    return { front: pair.front === 'error' ? errorColor : values[pair.front], back: values[pair.back] }
  }
  const readsWith = (shade: string) => {
    const { front, back } = drawnWith(shade)
    return contrastRatio(front, back) >= pair.need
  }
  const shade = shades[pinned]!
  if (readsWith(shade)) return true
  const drawn = drawnWith(shade)
  const path = ['theme', 'shades', pinned]
  const ratio = shownRatio(contrastRatio(drawn.front, drawn.back))
  report(
    messages.lowContrast(
      where(path),
      { ...drawn, ratio, what: pair.what, need: pair.need },
      nearestShade(shade, readsWith),
    ),
    path,
  )
  return true
}

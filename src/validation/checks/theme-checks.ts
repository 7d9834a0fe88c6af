import { fontFilePattern, type ThemeColors } from '../../schema/theme.ts'
import { isRecord } from '../../model/is-record.ts'
import { contrastRatio, hexColorPattern, shownRatio } from '../../theme/color.ts'
import { drawnPairs, errorColor, type DrawnPair } from '../../theme/contrast-pairs.ts'
import { isSystemFont, systemFontNames } from '../../theme/font-stacks.ts'
import { colorValues, usualColors, type ColorRole } from '../../theme/palette.ts'
import { nearestShade } from '../../theme/shade.ts'
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
  const colors = givenColors(theme.colors)
  if (colors) checkContrast(context, colors)
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

/** The two colours of a pair as the site draws them with these roles. */
const drawnColors = (pair: DrawnPair, values: ReturnType<typeof colorValues>) => ({
  front: pair.front === 'error' ? errorColor : values[pair.front],
  back: values[pair.back],
})

const ratioOf = (pair: DrawnPair, colors: ThemeColors): number => {
  const { front, back } = drawnColors(pair, colorValues(colors))
  return contrastRatio(front, back)
}

/** The role of the theme a failing pair is reported at: the first of its roles the theme gives. */
const blamedRole = (pair: DrawnPair, colors: ThemeColors): ColorRole | undefined =>
  pair.roles.find((role) => colors[role] !== undefined)

function checkContrast({ report, where }: Context, colors: ThemeColors) {
  const values = colorValues(colors)
  // One problem for each colour, about the first pair it fails: the shade suggested mends every pair it can.
  const reported = new Set<ColorRole>()
  for (const pair of drawnPairs) {
    const role = blamedRole(pair, colors)
    const ratio = ratioOf(pair, colors)
    if (!role || ratio >= pair.need || reported.has(role)) continue
    reported.add(role)
    const path = ['theme', 'colors', role]
    const drawn = { ...drawnColors(pair, values), ratio: shownRatio(ratio), what: pair.what, need: pair.need }
    report(messages.lowContrast(where(path), drawn, suggestedShade(pair, role, colors)), path)
  }
}

/**
 * The nearest shade of the role's colour that makes this pair readable, and every other pair the role is
 * reported for when one shade can do both.
 */
function suggestedShade(pair: DrawnPair, role: ColorRole, colors: ThemeColors): string | undefined {
  const color = colors[role] ?? usualColors[role]
  const passes = (pairs: readonly DrawnPair[]) => (shade: string) =>
    pairs.every((each) => ratioOf(each, { ...colors, [role]: shade }) >= each.need)
  const sameRole = drawnPairs.filter((each) => blamedRole(each, colors) === role)
  return nearestShade(color, passes(sameRole)) ?? nearestShade(color, passes([pair]))
}

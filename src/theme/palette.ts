import type { ThemeColors, ThemeShades } from '../schema/theme.ts'
import { contrastRatio, mix, withAlpha } from './color.ts'
import { passingShade } from './shade.ts'
import { usualColors as productColors } from './usual-colors.ts'

export type ColorRole = keyof ThemeColors

/** The product's own colours (src/theme/usual-colors.ts), one for each role a theme may set. */
export const usualColors: Required<ThemeColors> = productColors

/** The dark chat's background, which its accent is drawn against. */
export const darkChatBackground = '#0b141a'

const brandDark = (colors: Required<ThemeColors>) => mix(colors.brand, '#000000', 0.345)
const onBrandMuted = (colors: Required<ThemeColors>) => mix(colors.onBrand, colors.brand, 0.1)
const softOf = (colors: Required<ThemeColors>) => mix(colors.background, colors.brand, 0.055)

/**
 * How a custom property that the stylesheets read is made from a theme's roles (the usual colour for each it
 * leaves out), the roles it gives, and the shades it pins.
 */
type Make = (colors: Required<ThemeColors>, given: ThemeColors, pinned: Partial<Record<string, string>>) => string

/** Every colour of the public stylesheets, by custom property. */
export const colorProperties = {
  brand: (c) => c.brand,
  'brand-dark': brandDark,
  'on-brand': (c) => c.onBrand,
  'on-brand-muted': onBrandMuted,
  'on-brand-line': (c) => withAlpha(c.onBrand, 30),
  accent: (c) => c.accent,
  text: (c) => c.text,
  muted: (c) => c.muted,
  background: (c) => c.background,
  // Without a soft colour of its own, a theme gets a faint tint of its brand.
  soft: (c, given) => given.soft ?? softOf(c),
  'image-soft': (c, given) => mix(given.soft ?? softOf(c), c.brand, 0.08),
  line: (c, given) => mix(given.soft ?? softOf(c), c.muted, 0.12),
  'field-line': (c) => mix(c.muted, c.background, 0.2),
  // Overlays on photos and behind dialogs, tinted with the brand.
  backdrop: (c) => withAlpha(brandDark(c), 55),
  'scrim-cover': (c) => `linear-gradient(180deg, #0000008c, ${withAlpha(mix(c.brand, '#000000', 0.675), 78)})`,
  'chat-accent': (c) => c.brand,
  'chat-header': brandDark,
  'chat-header-muted': onBrandMuted,
  // The chat button's glow, in the button's own colour.
  'chat-pulse': (c, _, pinned) => withAlpha(pinned['chat-accent'] ?? c.brand, 55),
  'chat-dark-accent': (c) =>
    contrastRatio(c.brand, darkChatBackground) >= 4.5
      ? c.brand
      : (passingShade(c.brand, darkChatBackground, 4.5) ?? usualColors.onBrand),
} satisfies Record<string, Make>

export type ColorProperty = keyof typeof colorProperties

/** The shades a theme may pin instead of having them made from its colours, by the property each sets. */
export const shadeProperties = {
  onBrandMuted: 'on-brand-muted',
  pictureBackground: 'image-soft',
  line: 'line',
  fieldBorder: 'field-line',
  chatButton: 'chat-accent',
  chatHeader: 'chat-header',
  chatHeaderText: 'chat-header-muted',
  chatDarkAccent: 'chat-dark-accent',
} as const satisfies Record<keyof ThemeShades, ColorProperty>

export type ShadeName = keyof typeof shadeProperties

const lowerCase = <T extends Record<string, string | undefined>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).map(([name, value]) => [name, value?.toLowerCase()])) as T

/** The theme's roles, with the usual colour for each role it leaves out. */
export const filledColors = (colors: ThemeColors = {}): Required<ThemeColors> => ({
  ...usualColors,
  ...lowerCase(colors),
})

/** The value of every colour property for a theme's colours and pinned shades (the usual ones without a theme). */
export function colorValues(colors: ThemeColors = {}, shades: ThemeShades = {}): Record<ColorProperty, string> {
  const filled = filledColors(colors)
  const given = lowerCase(colors)
  const pinned: Partial<Record<string, string>> = Object.fromEntries(
    Object.entries(lowerCase(shades)).map(([name, value]) => [shadeProperties[name as ShadeName], value]),
  )
  return Object.fromEntries(
    Object.entries(colorProperties).map(([name, make]: [string, Make]) => [
      name,
      pinned[name] ?? make(filled, given, pinned),
    ]),
  ) as Record<ColorProperty, string>
}

import type { ThemeColors } from '../schema/theme.ts'
import { contrastRatio, mix, withAlpha } from './color.ts'
import { passingShade } from './shade.ts'

export type ColorRole = keyof ThemeColors

/** The website's usual colours, one for each role a theme may set. */
export const usualColors: Required<ThemeColors> = {
  brand: '#0b5d3b',
  onBrand: '#ffffff',
  accent: '#b45309',
  text: '#1c2321',
  muted: '#4a5552',
  background: '#ffffff',
  soft: '#f2f6f4',
}

/** The dark chat's background, which its accent is drawn against. */
export const darkChatBackground = '#0b141a'

const brandDark = (colors: Required<ThemeColors>) => mix(colors.brand, '#000000', 0.345)
const onBrandMuted = (colors: Required<ThemeColors>) => mix(colors.onBrand, colors.brand, 0.1)
const softOf = (colors: Required<ThemeColors>) => mix(colors.background, colors.brand, 0.055)

/**
 * A custom property that the stylesheets read (the usual values as the code build wrote them before themes, to
 * the last digit of their opacity): the roles it comes from, its usual value, and how a theme
 * makes it. A property none of whose roles the theme sets keeps its usual value exactly.
 */
interface Derived {
  from: readonly ColorRole[]
  usual: string
  /** The value from the theme's roles (the usual colour for each it leaves out) and the roles it gives. */
  make: (colors: Required<ThemeColors>, given: ThemeColors) => string
}

const role = (name: ColorRole): Derived => ({ from: [name], usual: usualColors[name], make: (colors) => colors[name] })

/** Every colour of the public stylesheets, by custom property. */
export const colorProperties = {
  brand: role('brand'),
  'brand-dark': { from: ['brand'], usual: '#073d27', make: brandDark },
  'on-brand': role('onBrand'),
  'on-brand-muted': { from: ['onBrand', 'brand'], usual: '#e8f1ed', make: onBrandMuted },
  'on-brand-line': { from: ['onBrand'], usual: '#ffffff4d', make: (c) => withAlpha(c.onBrand, 30) },
  accent: role('accent'),
  text: role('text'),
  muted: role('muted'),
  background: role('background'),
  // Without a soft colour of its own, a theme gets a faint tint of its brand.
  soft: { from: ['soft', 'brand', 'background'], usual: usualColors.soft, make: (c, given) => given.soft ?? softOf(c) },
  'image-soft': {
    from: ['soft', 'brand'],
    usual: '#dfe7e3',
    make: (c, given) => mix(given.soft ?? softOf(c), c.brand, 0.08),
  },
  line: {
    from: ['soft', 'brand', 'muted'],
    usual: '#d9e2de',
    make: (c, given) => mix(given.soft ?? softOf(c), c.muted, 0.12),
  },
  'field-line': { from: ['muted', 'background'], usual: '#6b7a75', make: (c) => mix(c.muted, c.background, 0.2) },
  // Overlays on photos and behind dialogs, tinted with the brand.
  backdrop: { from: ['brand'], usual: '#073d278c', make: (c) => withAlpha(brandDark(c), 55) },
  'scrim-cover': {
    from: ['brand'],
    usual: 'linear-gradient(180deg, #0000008c, #041e13c7)',
    make: (c) => `linear-gradient(180deg, #0000008c, ${withAlpha(mix(c.brand, '#000000', 0.675), 78)})`,
  },
  'chat-accent': { from: ['brand'], usual: '#0b7a4b', make: (c) => c.brand },
  'chat-header': { from: ['brand'], usual: '#075e54', make: brandDark },
  'chat-header-muted': { from: ['onBrand', 'brand'], usual: '#d9fdd3', make: onBrandMuted },
  'chat-pulse': { from: ['brand'], usual: '#0b7a4b8c', make: (c) => withAlpha(c.brand, 55) },
  'chat-dark-accent': {
    from: ['brand'],
    usual: '#00a884',
    make: (c) =>
      contrastRatio(c.brand, darkChatBackground) >= 4.5
        ? c.brand
        : (passingShade(c.brand, darkChatBackground, 4.5) ?? usualColors.onBrand),
  },
} satisfies Record<string, Derived>

export type ColorProperty = keyof typeof colorProperties

const lowerCase = (colors: ThemeColors): ThemeColors =>
  Object.fromEntries(Object.entries(colors).map(([name, value]) => [name, value.toLowerCase()]))

/** The theme's roles, with the usual colour for each role it leaves out. */
export const filledColors = (colors: ThemeColors = {}): Required<ThemeColors> => ({
  ...usualColors,
  ...lowerCase(colors),
})

/** The value of every colour property for a theme's colours (the usual ones without a theme). */
export function colorValues(colors: ThemeColors = {}): Record<ColorProperty, string> {
  const filled = filledColors(colors)
  const given = lowerCase(colors)
  const isSet = (name: ColorRole) => filled[name] !== usualColors[name]
  return Object.fromEntries(
    Object.entries(colorProperties).map(([name, property]: [string, Derived]) => [
      name,
      property.from.some(isSet) ? property.make(filled, given) : property.usual,
    ]),
  ) as Record<ColorProperty, string>
}

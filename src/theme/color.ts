/** A colour as red, green and blue, each 0–255. */
export type Rgb = readonly [number, number, number]

/** The `#rrggbb` colours a theme is written in. */
export const hexColorPattern = '^#[0-9a-fA-F]{6}$'

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** `amount` of the way from `from` to `to`, channel by channel (0 is `from`, 1 is `to`). */
export const mix = (from: string, to: string, amount: number): string => {
  const [a, b] = [parseHex(from), parseHex(to)]
  return toHex([0, 1, 2].map((index) => a[index]! + (b[index]! - a[index]!) * amount) as unknown as Rgb)
}

/** The colour with `percent` of opacity, as the built stylesheet writes it: #073d278c for #073d27 at 55%. */
export const withAlpha = (hex: string, percent: number): string =>
  `${hex}${Math.round((percent / 100) * 255)
    .toString(16)
    .padStart(2, '0')}`

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The ratio as people read it, cut (never rounded) to one decimal so a failing 4.49 never shows as 4.5. */
export const shownRatio = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`

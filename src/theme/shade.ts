import { contrastRatio, parseHex, toHex, type Rgb } from './color.ts'

type Hsl = readonly [hue: number, saturation: number, lightness: number]

function toHsl([r, g, b]: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255]
  const max = Math.max(red, green, blue)
  const min = Math.min(red, green, blue)
  const lightness = (max + min) / 2
  const chroma = max - min
  if (chroma === 0) return [0, 0, lightness]
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1))
  const hue =
    max === red ? ((green - blue) / chroma) % 6 : max === green ? (blue - red) / chroma + 2 : (red - green) / chroma + 4
  return [hue * 60, saturation, lightness]
}

function fromHsl([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const sextant = Math.floor((((hue % 360) + 360) % 360) / 60)
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sextant]!
  const m = lightness - chroma / 2
  return [(r! + m) * 255, (g! + m) * 255, (b! + m) * 255]
}

/** Lightness steps of half a percent: small enough that the shade found is the nearest that passes. */
const steps = 200

/**
 * The shade of `color` (the same hue and saturation, another lightness) nearest to it for which `passes` holds:
 * darker or lighter, whichever is the smaller change. Undefined when no shade does.
 */
export function nearestShade(color: string, passes: (shade: string) => boolean): string | undefined {
  const [hue, saturation, lightness] = toHsl(parseHex(color))
  for (let step = 1; step <= steps; step++) {
    for (const direction of [-1, 1]) {
      const shifted = lightness + (direction * step) / steps
      if (shifted < 0 || shifted > 1) continue
      const shade = toHex(fromHsl([hue, saturation, shifted]))
      if (passes(shade)) return shade
    }
  }
  return undefined
}

/** The shade of `color` nearest to it that reaches the contrast `need` against `against`. */
export const passingShade = (color: string, against: string, need: number): string | undefined =>
  nearestShade(color, (shade) => contrastRatio(shade, against) >= need)

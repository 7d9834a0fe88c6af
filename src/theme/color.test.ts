import { describe, expect, it } from 'vitest'
import { contrastRatio, mix, shownRatio } from './color.ts'
import { passingShade } from './shade.ts'

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#0b5d3b', '#0b5d3b')).toBe(1)
  })

  it('shows a ratio cut to one decimal, so one under a need never reads as the need', () => {
    expect(shownRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1')
    expect(shownRatio(21)).toBe('21:1')
  })
})

describe('mix', () => {
  it('goes the given part of the way from one colour to another', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000')
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff')
    expect(mix('#0b5d3b', '#000000', 0.345)).toBe('#073d27')
  })
})

describe('passingShade', () => {
  it.each([
    ['#9aa3a0', '#ffffff', 4.5],
    ['#777777', '#ffffff', 4.5],
    ['#f59e0b', '#ffffff', 3],
    ['#1c2321', '#000000', 4.5],
  ])('finds a shade of %s on %s that reaches %s:1, close to the colour', (color, against, need) => {
    const shade = passingShade(color, against, need)
    expect(shade).toMatch(/^#[0-9a-f]{6}$/)
    expect(contrastRatio(shade!, against)).toBeGreaterThanOrEqual(need)
    // The nearest that passes: it only just passes.
    expect(contrastRatio(shade!, against)).toBeLessThan(need + 0.2)
  })

  it('keeps the hue: a grey stays grey, a green stays green', () => {
    const [r, g, b] = [1, 3, 5].map((at) =>
      Number.parseInt(passingShade('#9aa3a0', '#ffffff', 4.5)!.slice(at, at + 2), 16),
    )
    expect(g).toBeGreaterThan(r!)
    expect(Math.abs(r! - b!)).toBeLessThan(10)
    expect(passingShade('#888888', '#ffffff', 4.5)).toMatch(/^#([0-9a-f]{2})\1\1$/)
  })

  it('finds none when no shade can reach the need', () => {
    expect(passingShade('#808080', '#808080', 22)).toBeUndefined()
  })
})

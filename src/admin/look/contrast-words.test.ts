import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../theme/color.ts'
import { drawnPairs } from '../../theme/contrast-pairs.ts'
import { pairReadings } from './contrast-words.ts'

const reading = (colors: Parameters<typeof pairReadings>[0], what: string) =>
  pairReadings(colors).find((each) => each.pair.what === what)!

describe('the contrast of a theme in plain words', () => {
  it('says every pair the website draws is easy to read with the usual colours', () => {
    const readings = pairReadings({})
    expect(readings.map((each) => each.pair.what)).toEqual(drawnPairs.map((pair) => pair.what))
    expect(readings.every((each) => each.isReadable)).toBe(true)
    expect(reading({}, 'button text').words).toBe('Button text: easy to read.')
    expect(reading({}, 'the keyboard focus ring').words).toBe('The keyboard focus ring: easy to see.')
  })

  it('says how hard a pale brand is to read under white words, what it needs, and a shade that reads well', () => {
    const button = reading({ brand: '#7cc4a4', onBrand: '#ffffff' }, 'button text')
    expect(button.isReadable).toBe(false)
    expect(button.words).toMatch(/^Button text is hard to read \(2(\.\d)? to 1; needs 4\.5\)\. Try #[0-9a-f]{6}\.$/)
    expect(button.fix?.role).toBe('brand')
    expect(button.words).toContain(`Try ${button.fix!.shade}.`)
    expect(contrastRatio(button.fix!.shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(pairReadings({ brand: button.fix!.shade, onBrand: '#ffffff' }).every((each) => each.isReadable)).toBe(true)
  })

  it('white words on a white brand: every pair of the brand fails, and the focus ring is about seeing', () => {
    const readings = pairReadings({ brand: '#ffffff', onBrand: '#ffffff' })
    expect(reading({ brand: '#ffffff', onBrand: '#ffffff' }, 'button text').words).toMatch(
      /^Button text is hard to read \(1 to 1; needs 4\.5\)\./,
    )
    expect(readings.filter((each) => !each.isReadable).map((each) => each.pair.what)).toContain('a link')
    const ring = reading({ accent: '#fefefe' }, 'the keyboard focus ring')
    expect(ring.words).toMatch(/^The keyboard focus ring is hard to see \(1 to 1; needs 3\)\. Try #[0-9a-f]{6}\.$/)
  })
})

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../theme/color.ts'
import { drawnPairs } from '../../theme/contrast-pairs.ts'
import { colorValues } from '../../theme/palette.ts'
import { usualColors } from '../../theme/usual-colors.ts'
import { checkSite } from '../check-site.ts'

const fixtures = fileURLToPath(new URL('../../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')

/** The fixture site with `theme:` at its end (line 91), its colours written one a line from line 93. */
const withColors = (colors: Record<string, string>) =>
  checkSite(
    `${minimal}theme:\n  colors:\n${Object.entries(colors)
      .map(([role, color]) => `    ${role}: "${color}"\n`)
      .join('')}`,
    { publicDir: `${fixtures}public` },
  )

/** Whether every pair the site draws is readable with these colours. */
const isReadable = (colors: Record<string, string>) =>
  drawnPairs.every(({ front, back, need }) => {
    const values = colorValues(colors)
    return contrastRatio(front === 'error' ? '#b42318' : values[front], values[back]) >= need
  })

describe('the contrast check of a theme', () => {
  it('accepts a readable theme of another colour', () => {
    const colors = { brand: '#1f4e9e', accent: '#c2410c', soft: '#eef3fb' }
    expect(withColors(colors).errors).toEqual([])
    expect(isReadable(colors)).toBe(true)
  })

  it('refuses a pale brand under white words at its line, and the shade it suggests passes every pair', () => {
    const { errors } = withColors({ onBrand: '#ffffff', brand: '#7cc4a4' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ line: 94, col: 12, path: ['theme', 'colors', 'brand'] })
    expect(errors[0]!.message).toMatch(
      /^theme\.colors\.brand: #7cc4a4 on #ffffff has contrast 2(\.\d)?:1; a link needs 4\.5:1$/,
    )
    const shade = /Try (#[0-9a-f]{6})/.exec(errors[0]!.hint ?? '')?.[1]
    expect(shade).toBeDefined()
    expect(withColors({ onBrand: '#ffffff', brand: shade! }).errors).toEqual([])
  })

  it('blames the background when only the background is given: the usual dark text on a dark page', () => {
    const { errors } = withColors({ background: '#202020' })
    expect(errors[0]).toMatchObject({ line: 93, path: ['theme', 'colors', 'background'] })
    expect(errors[0]!.message).toContain(`${usualColors.text} on #202020 has contrast 1:1; text needs 4.5:1`)
  })

  it('refuses a muted colour whose field borders fade, though its text passes', () => {
    const colors = { muted: '#595959', background: '#ffffff' }
    expect(contrastRatio('#595959', '#ffffff')).toBeGreaterThan(4.5)
    expect(isReadable(colors)).toBe(true)
    const faint = { muted: '#767676' }
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    const { errors } = withColors(faint)
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^theme\.colors\.muted: #\w{6} on #f3f5f6 has contrast .*; quieter text on a soft panel needs 4\.5:1$/,
      ),
    ])
  })

  it('refuses a pinned shade that is hard to read at its own line, and the shade it suggests passes', () => {
    const withShades = (header: string) =>
      checkSite(`${minimal}theme:\n  shades:\n    chatHeader: "#075e54"\n    chatHeaderText: "${header}"\n`, {
        publicDir: `${fixtures}public`,
      })
    const { errors } = withShades('#2a7a70')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ line: 94, col: 21, path: ['theme', 'shades', 'chatHeaderText'] })
    expect(errors[0]!.message).toMatch(
      /^theme\.shades\.chatHeaderText: #2a7a70 on #075e54 has contrast 1(\.\d)?:1; the line under the chat's name needs 4\.5:1$/,
    )
    const shade = /Try (#[0-9a-f]{6})/.exec(errors[0]!.hint ?? '')?.[1]
    expect(withShades(shade!).errors).toEqual([])
    expect(withShades('#d9fdd3').errors).toEqual([])
  })
})

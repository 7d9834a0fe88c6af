import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSiteFile } from '../validation/check-site.ts'
import { contrastRatio } from './color.ts'
import { drawnPairs, errorColor } from './contrast-pairs.ts'
import { colorValues } from './palette.ts'
import { themeColor, themeCss } from './theme-css.ts'
import { usualColors } from './usual-colors.ts'

const root = join(import.meta.dirname, '../..')

/**
 * The repository's own site's colours, as the stylesheets held them before themes, by the custom property that
 * holds each now, as the code build wrote them (it writes rgb(7 61 39 / 55%) as #073d278c).
 */
const todaysColors = {
  brand: '#0b5d3b', // --green
  'brand-dark': '#073d27', // --green-dark
  text: '#1c2321', // --ink
  muted: '#4a5552',
  background: '#ffffff', // --paper
  'on-brand': '#ffffff', // --paper, where it is drawn on the brand
  soft: '#f2f6f4', // --wash
  'image-soft': '#dfe7e3', // --image-wash
  line: '#d9e2de',
  'field-line': '#6b7a75',
  'on-brand-muted': '#e8f1ed', // --on-dark
  'on-brand-line': '#ffffff4d', // --on-dark-line: rgb(255 255 255 / 30%)
  accent: '#b45309', // --focus
  backdrop: '#073d278c', // rgb(7 61 39 / 55%)
  'scrim-cover': 'linear-gradient(180deg, #0000008c, #041e13c7)', // rgb(0 0 0 / 55%), rgb(4 30 19 / 78%)
  'chat-accent': '#0b7a4b', // the chat's --fw-accent
  'chat-header': '#075e54', // --fw-header-bg
  'chat-header-muted': '#d9fdd3', // --fw-header-muted
  'chat-pulse': '#0b7a4b8c', // --fw-pulse: rgb(11 122 75 / 55%)
  'chat-dark-accent': '#00a884', // the dark chat's --fw-accent
}

/** The custom properties a rule sets, by name. */
const declared = (css: string): Record<string, string> =>
  Object.fromEntries([...css.matchAll(/--([a-z-]+):\s*([^;}]+)/g)].map(([, name, value]) => [name, value!.trim()]))

/** Every stylesheet of the public site: all but the editor's. */
function publicStylesheets(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return relative(root, path) === 'src/admin' ? [] : publicStylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('the repository’s own site, whose theme spells out its colours', () => {
  const site = checkSiteFile(join(root, 'site.yaml'), join(root, 'public')).site
  const css = themeCss(site?.theme)

  it('keeps exactly the colours it had', () => {
    expect(declared(css)).toEqual(todaysColors)
    expect(themeColor(site?.theme)).toBe('#0b5d3b')
  })

  it('keeps its corners and its font: the theme sets neither', () => {
    expect(css).not.toMatch(/--radius|font-family/)
  })
})

describe('a site without a theme', () => {
  const css = themeCss()

  it('has the product’s own colours, none of the repository’s site', () => {
    expect(declared(css)).toMatchObject({ brand: usualColors.brand, text: usualColors.text, soft: usualColors.soft })
    const own = new Set(Object.values(todaysColors))
    expect(
      Object.entries(declared(css)).filter(
        ([, value]) => value !== '#ffffff' && value !== '#ffffff4d' && own.has(value),
      ),
    ).toEqual([])
    expect(themeColor()).toBe(usualColors.brand)
  })

  it('gets the same colours from a theme that spells out the usual ones, in any case', () => {
    expect(themeCss({ colors: { brand: usualColors.brand.toUpperCase(), text: usualColors.text } })).toBe(css)
  })

  it('reads well: every pair the site draws has the contrast it needs', () => {
    const values = colorValues()
    const hard = drawnPairs.filter(
      ({ front, back, need }) => contrastRatio(front === 'error' ? errorColor : values[front], values[back]) < need,
    )
    expect(hard.map(({ what }) => what)).toEqual([])
  })
})

describe('pinned shades', () => {
  it('replace the shades made from the colours, and the chat button’s glow follows its colour', () => {
    const css = themeCss({ colors: { brand: '#1f4e9e' }, shades: { chatButton: '#2255AA', line: '#cccccc' } })
    expect(declared(css)).toMatchObject({
      'chat-accent': '#2255aa',
      'chat-pulse': '#2255aa8c',
      line: '#cccccc',
      brand: '#1f4e9e',
    })
  })
})

describe('the public stylesheets', () => {
  const sheets = publicStylesheets().map((path) => ({ path, css: readFileSync(path, 'utf8') }))

  it('hold none of the theme’s colours: every site draws them from its own theme', () => {
    const colors = Object.values(todaysColors).filter((value) => value.startsWith('#') && value !== '#ffffff')
    const overlays = /rgb\((7 61 39|4 30 19|11 122 75)/
    const found = sheets.flatMap(({ path, css }) =>
      [...colors.filter((color) => css.includes(color)), ...(overlays.exec(css) ?? []).slice(0, 1)].map(
        (color) => `${relative(root, path)}: ${color}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('read only custom properties that something sets', () => {
    const set = new Set([
      ...Object.keys(declared(themeCss())),
      'radius',
      ...sheets.flatMap(({ css }) => Object.keys(declared(css))),
    ])
    // Set by the components themselves, in a style attribute.
    for (const name of ['fw-chatbox-height', 'grid-min', 'grid-gap', 'grid-fill', 'card-height-guess']) set.add(name)
    const read = sheets.flatMap(({ path, css }) =>
      [...css.matchAll(/var\(--([a-z-]+)/g)].map(([, name]) => ({ path: relative(root, path), name: name! })),
    )
    expect(read.filter(({ name }) => !set.has(name))).toEqual([])
  })
})

describe('a theme', () => {
  it('makes every colour from its own, with none of the usual green left', () => {
    const css = themeCss({ colors: { brand: '#1f4e9e' } })
    expect(declared(css)).toMatchObject({ brand: '#1f4e9e', 'chat-accent': '#1f4e9e' })
    expect(css).not.toMatch(/#0b5d3b|#073d27|#041e13|#0b7a4b|#075e54|#d9fdd3|#00a884|rgb\((7 61 39|4 30 19|11 122 75)/)
    expect(themeColor({ colors: { brand: '#1f4e9e' } })).toBe('#1f4e9e')
  })

  it('sets its corners, and its fonts from the system or from its own files, shown at once in the fallback', () => {
    const css = themeCss({
      corners: 0,
      fonts: { body: 'system-serif', headings: 'Lora', files: [{ family: 'Lora', file: '/fonts/lora.woff2' }] },
    })
    expect(css).toContain('--radius:0px')
    expect(css).toContain(
      "@font-face{font-family:'Lora';src:url('/fonts/lora.woff2') format('woff2');font-weight:400;font-style:normal;font-display:swap}",
    )
    expect(css).toMatch(/:root\{font-family:Charter,[^}]*serif\}/)
    expect(css).toContain("h1,h2,h3,h4,h5,h6{font-family:'Lora',system-ui,")
  })
})

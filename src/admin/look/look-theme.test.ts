import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { applyEdit } from '../../site-text/edit.ts'
import { fileFamilies, removal, themeOf } from './look-theme.ts'

const text = `business:
  name: A business
theme:
  colors:
    brand: "#1f4e9e"
    accent: "#c2410c"
  corners: 4
`

const data = {
  business: { name: 'A business' },
  theme: { colors: { brand: '#1f4e9e', accent: '#c2410c' }, corners: 4 },
}

describe('the theme of the draft', () => {
  it('keeps what is written right and leaves out a colour, font or corner written wrongly', () => {
    const theme = themeOf({
      theme: {
        colors: { brand: '#1f4e9e', text: 'blue', shine: '#ffffff' },
        corners: 'round',
        fonts: { body: 'Lora', files: [{ family: 'Lora', file: '/fonts/lora.woff2' }, { family: 3 }] },
      },
    })
    expect(theme).toEqual({
      colors: { brand: '#1f4e9e' },
      fonts: { body: 'Lora', files: [{ family: 'Lora', file: '/fonts/lora.woff2' }] },
    })
    expect(fileFamilies(theme)).toEqual(['Lora'])
    expect(themeOf({})).toEqual({})
  })

  it('takes one colour back to the usual look, and leaves no empty map behind the last one', () => {
    expect(removal(data, ['theme', 'colors', 'brand'])).toEqual({ op: 'remove', path: ['theme', 'colors', 'brand'] })
    const one = { theme: { colors: { brand: '#1f4e9e' }, corners: 4 } }
    expect(removal(one, ['theme', 'colors', 'brand'])).toEqual({ op: 'remove', path: ['theme', 'colors'] })
    const only = { business: {}, theme: { colors: { brand: '#1f4e9e' } } }
    expect(removal(only, ['theme', 'colors', 'brand'])).toEqual({ op: 'remove', path: ['theme'] })
  })

  it('writes a colour in quotes, so that its "#" is not read as the start of a note', () => {
    const changed = applyEdit(text, { op: 'set', path: ['theme', 'colors', 'soft'], value: '#eef3fb' })
    expect(parse(changed)).toEqual({
      ...data,
      theme: { ...data.theme, colors: { ...data.theme.colors, soft: '#eef3fb' } },
    })
    const added = applyEdit('business:\n  name: A business\n', {
      op: 'set',
      path: ['theme', 'colors', 'brand'],
      value: '#1f4e9e',
    })
    expect(parse(added)).toEqual({ business: { name: 'A business' }, theme: { colors: { brand: '#1f4e9e' } } })
  })
})

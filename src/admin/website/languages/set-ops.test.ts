import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../../site-text/edit.ts'
import { setOps } from './set-ops.ts'

const text = `languages:
  - code: sw-KE
    texts:
      navigation:
        - label: Nyumbani
`

const setting = (path: (string | number)[], value: unknown) =>
  setOps(parse(text), path, value).reduce((result, op) => applyEdit(result, op), text)

describe('setting a translated text', () => {
  it('sets a text whose item is there', () => {
    expect(parse(setting(['languages', 0, 'texts', 'navigation', 0, 'label'], 'Mwanzo'))).toEqual({
      languages: [{ code: 'sw-KE', texts: { navigation: [{ label: 'Mwanzo' }] } }],
    })
  })

  it('keeps each item in the place of the one it translates when the list stops short', () => {
    const navigation = parse(setting(['languages', 0, 'texts', 'navigation', 3, 'label'], 'Blogu')).languages[0].texts
      .navigation
    expect(navigation).toEqual([{ label: 'Nyumbani' }, {}, {}, { label: 'Blogu' }])
  })

  it('starts a list the language has not written yet', () => {
    const texts = parse(setting(['languages', 0, 'texts', 'footer', 'quickLinks', 1, 'label'], 'Wasiliana'))
      .languages[0].texts
    expect(texts.footer).toEqual({ quickLinks: [{}, { label: 'Wasiliana' }] })
  })
})

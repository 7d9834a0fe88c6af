import { describe, expect, it } from 'vitest'
import { impossibleDate, suggestDate, suggestPath, suggestTime, suggestValue } from './value-suggestions.ts'

describe('what a wrongly written value most likely meant', () => {
  it.each([
    ['6pm', '18:00'],
    ['8am', '08:00'],
    ['8:00', '08:00'],
    ['6.30 p.m.', '18:30'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['18.00', '18:00'],
  ])('the time %s is %s', (written, meant) => expect(suggestTime(written)).toBe(meant))

  it.each(['late', '6', '13pm', '25:00', '8:75'])('the time %s has no sure meaning', (written) =>
    expect(suggestTime(written)).toBeUndefined(),
  )

  it.each([
    ['12/04/2025', '2025-04-12'],
    ['2025-4-12', '2025-04-12'],
    ['12 April 2025', '2025-04-12'],
    ['April 12, 2025', '2025-04-12'],
    ['1st Sept 2025', '2025-09-01'],
  ])('the date %s is %s', (written, meant) => expect(suggestDate(written)).toBe(meant))

  it.each(['31/02/2025', 'soon', '12 Smarch 2025'])('the date %s has no sure meaning', (written) =>
    expect(suggestDate(written)).toBeUndefined(),
  )

  it('names a well-written date that does not exist, and nothing for one that does', () => {
    expect(impossibleDate('2025-02-29')).toBe('29 February 2025')
    expect(impossibleDate('2024-02-29')).toBeUndefined()
  })

  it('cleans a page address, and never suggests the address itself', () => {
    expect(suggestPath('/Window-Cleaning/')).toBe('/window-cleaning')
    expect(suggestPath('Sofa Cleaning')).toBe('/sofa-cleaning')
    expect(suggestValue('path', '/window-cleaning')).toBeUndefined()
    expect(suggestValue('slug', 'Sofa Stains!')).toBe('sofa-stains')
  })
})

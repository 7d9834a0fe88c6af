import { describe, expect, it } from 'vitest'
import { closestMatch, listOf, shortList, suggester } from './suggest.ts'

describe('closestMatch and suggester', () => {
  it('suggest the nearest name when it is close enough, never the word itself', () => {
    const pages = ['/contact', '/about', '/carpet-cleaning']
    expect(closestMatch('/contactt', pages)).toBe('/contact')
    expect(closestMatch('/Contact', pages)).toBe('/contact')
    expect(closestMatch('/pricing', pages)).toBeUndefined()
    expect(closestMatch('/about', pages)).toBeUndefined()
    expect(suggester(pages)('/abuot')).toBe('/about')
  })

  it('stop suggesting once their allowance of candidates is spent, so many mistakes stay cheap', () => {
    const names = Array.from({ length: 100 }, (_, index) => `/post-${index}`)
    const near = suggester(names, 250)
    expect(near('/post-1x')).toBe('/post-1')
    expect(near('/post-2x')).toBe('/post-2')
    expect(near('/post-1x')).toBe('/post-1')
    expect(near('/post-3x')).toBeUndefined()
  })
})

describe('listOf', () => {
  it('quotes each value and says how many more there are past the limit', () => {
    expect(listOf(['a', 'b'])).toBe('"a", "b"')
    expect(listOf(['a', 'b', 'c', 'd'], 2)).toBe('"a", "b" and 2 more')
    expect(shortList(Array.from({ length: 40 }, (_, index) => String(index + 1)))).toMatch(/^1, 2, .*, 30 and 10 more$/)
  })
})

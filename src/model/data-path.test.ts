import { describe, expect, it } from 'vitest'
import { formatPath } from './data-path.ts'

describe('formatPath', () => {
  it('writes keys with dots and list positions in square brackets', () => {
    expect(formatPath(['business', 'phones', 0, 'number'])).toBe('business.phones[0].number')
    expect(formatPath(['pages', '/about', 'blocks', 3])).toBe('pages./about.blocks[3]')
    expect(formatPath(['services', 1, 'items', 0, 2])).toBe('services[1].items[0][2]')
  })

  it('writes the empty path as no text, and a path that starts in a list with its position', () => {
    expect(formatPath([])).toBe('')
    expect(formatPath([2, 'name'])).toBe('[2].name')
  })

  it('adds the words a note gives after their segment, in order', () => {
    const seen: string[] = []
    const text = formatPath(['pages', '/', 'blocks', 0, 'heading'], (segment, index) => {
      seen.push(`${index}:${segment}`)
      return segment === 0 ? 'hero' : undefined
    })
    expect(text).toBe('pages./.blocks[0] (hero).heading')
    expect(seen).toEqual(['0:pages', '1:/', '2:blocks', '3:0', '4:heading'])
  })
})

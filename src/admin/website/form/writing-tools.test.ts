import { describe, expect, it } from 'vitest'
import { applyTool } from './writing-tools.ts'

describe('applyTool', () => {
  it('makes the selected words bold and keeps them selected', () => {
    expect(applyTool('bold', { text: 'Wash it well.', start: 8, end: 12 })).toEqual({
      text: 'Wash it **well**.',
      start: 10,
      end: 14,
    })
  })

  it('turns the selected lines into a list, and a line into a heading', () => {
    expect(applyTool('list', { text: 'Intro\nOne\nTwo', start: 7, end: 13 }).text).toBe('Intro\n- One\n- Two')
    expect(applyTool('heading', { text: 'Intro\nSteps', start: 8, end: 8 }).text).toBe('Intro\n## Steps')
  })

  it('links the selected words and selects the address to type over', () => {
    const linked = applyTool('link', { text: 'Book us today', start: 0, end: 7 })
    expect(linked.text).toBe('[Book us](/contact) today')
    expect(linked.text.slice(linked.start, linked.end)).toBe('/contact')
  })

  it('puts a picture where the cursor is, its description selected', () => {
    const pictured = applyTool('picture', { text: 'A\n', start: 2, end: 2 })
    expect(pictured.text).toBe('A\n![what the picture shows](/images/picture.jpg)')
    expect(pictured.text.slice(pictured.start, pictured.end)).toBe('what the picture shows')
  })
})

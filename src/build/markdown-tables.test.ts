// @vitest-environment jsdom
import { getAllByRole, getByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { markdownToHtml } from './markdown.ts'

afterEach(() => document.body.replaceChildren())

const shown = (markdown: string) => {
  document.body.innerHTML = markdownToHtml(markdown)
  return document.body
}

describe('a Markdown table', () => {
  it('is drawn as a table, as the table block draws one, inside a frame the keyboard reaches and scrolls', () => {
    const page = shown('Our prices:\n\n| Treatment | From |\n| --- | ---: |\n| Sofa | KES 1,500 |\n| Rug | KES 900 |\n')
    expect(page.textContent).not.toContain('|')
    const frame = getByRole(page, 'region', { name: 'Treatment, From' })
    expect([frame.className, frame.tabIndex]).toEqual(['table-frame', 0])
    const table = getByRole(frame, 'table')
    expect(table.className).toBe('data-table')
    expect(getAllByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Treatment', 'From'])
    const prices = getAllByRole(table, 'cell').filter((cell) => cell.getAttribute('align') === 'right')
    expect(prices.map((cell) => cell.textContent)).toEqual(['KES 1,500', 'KES 900'])
  })

  it('names its frame by the words of its header row, without their Markdown', () => {
    const page = shown('| **Size** | Price & time |\n| --- | --- |\n| Small | 1 hour |\n')
    expect(getByRole(page, 'region', { name: 'Size, Price & time' })).toBeDefined()
  })

  it('lets no one else write a frame’s marks into a post', () => {
    const html = markdownToHtml('<div class="evil" role="button" tabindex="5" onclick="alert(1)">Hi</div>')
    expect(html).toContain('Hi')
    expect(html).not.toMatch(/evil|button|tabindex|onclick/)
  })
})

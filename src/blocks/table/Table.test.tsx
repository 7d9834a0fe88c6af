// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import { tableExample } from './schema.ts'
import { Table } from './Table.tsx'

afterEach(cleanup)

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

describe('Table', () => {
  it('draws a table named by its heading, with a header row and each row named by its first cell', () => {
    renderBlock(<Table {...tableExample} />)
    const table = screen.getByRole('table', { name: 'Prices' })
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Size', 'Time', 'Price'])
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Small', 'Medium', 'Large'])
    const medium = within(table).getByRole('row', { name: /Medium/ })
    expect(texts(within(medium).getAllByRole('cell'))).toEqual(['2 hours', 'KES 2,500'])
    expect(screen.getByText('Prices include VAT.')).toBeDefined()
  })

  it('lines up the columns of amounts on the right, and only those', () => {
    renderBlock(<Table {...tableExample} />)
    const isRightAligned = (element: HTMLElement) => element.classList.contains('data-table__amount')
    expect(screen.getAllByRole('columnheader').map(isRightAligned)).toEqual([false, false, true])
    expect(
      screen
        .getAllByRole('cell')
        .filter(isRightAligned)
        .map((cell) => cell.textContent),
    ).toEqual(['KES 1,500', 'KES 2,500', 'From KES 4,000'])
  })

  it('scrolls inside a frame the keyboard reaches, named like the table, so a phone never pans the page', () => {
    renderBlock(<Table {...tableExample} />)
    const frame = screen.getByRole('region', { name: 'Prices' })
    expect(frame.tabIndex).toBe(0)
    expect(within(frame).getByRole('table')).toBeDefined()
  })

  it('names a table without a heading by its columns', () => {
    const { heading: _heading, ...withoutHeading } = tableExample
    renderBlock(<Table {...withoutHeading} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('table', { name: 'Size, Time, Price' })).toBeDefined()
    expect(screen.getByRole('region', { name: 'Size, Time, Price' })).toBeDefined()
  })
})

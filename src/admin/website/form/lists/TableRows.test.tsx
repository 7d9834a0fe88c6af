// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tableSchema } from '../../../../blocks/table/schema.ts'
import type { EditOp } from '../../../../site-text/edit.ts'
import { renderInEditor } from '../../../../testing/editor-context.tsx'
import { FieldView } from '../FieldView.tsx'
import type { JsonSchema } from '../json-schema.ts'

afterEach(cleanup)

const block = ['pages', '/prices', 'blocks', 0]
const schema = { ...tableSchema, properties: { type: { const: 'table' }, ...tableSchema.properties } } as JsonSchema
const table = {
  type: 'table',
  heading: 'Prices',
  columns: ['Size', 'Price'],
  rows: [
    ['Small', 'KES 1,500'],
    ['Large', 'KES 4,000'],
  ],
}

function drawTable(rows: string[][] = table.rows) {
  const edit = vi.fn<(change: EditOp) => void>()
  renderInEditor(<FieldView schema={schema} path={block} isRequired />, {
    data: { pages: { '/prices': { blocks: [{ ...table, rows }] } } },
    edit,
    isForcedOpen: () => true,
  })
  return edit
}

const rowsList = () => screen.getByRole('group', { name: 'Rows' })

describe('the rows of a table in the editor', () => {
  it('names each row by its first cell and each cell by its column', () => {
    drawTable()
    const rows = within(rowsList()).getAllByRole('group', { name: /^\d\. / })
    expect(rows.map((row) => row.getAttribute('aria-label') ?? row.querySelector('legend')?.textContent)).toEqual([
      '1. Small',
      '2. Large',
    ])
    const large = rows[1] as HTMLElement
    expect((within(large).getByRole('textbox', { name: 'Size' }) as HTMLInputElement).value).toBe('Large')
    expect((within(large).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('KES 4,000')
    expect(within(large).queryByRole('button', { name: /Add to/ })).toBeNull()
  })

  it('changes a cell where it is typed', async () => {
    const edit = drawTable()
    const price = within(within(rowsList()).getByRole('group', { name: '1. Small' })).getByRole('textbox', {
      name: 'Price',
    })
    await userEvent.type(price, '0')
    expect(edit).toHaveBeenLastCalledWith({ op: 'set', path: [...block, 'rows', 0, 1], value: 'KES 1,5000' })
  })

  it('adds a row with one empty cell for each column', async () => {
    const edit = drawTable()
    await userEvent.click(within(rowsList()).getByRole('button', { name: 'Add to rows' }))
    expect(edit).toHaveBeenCalledWith({ op: 'insert', path: [...block, 'rows'], index: 2, value: ['', ''] })
  })

  it('fills in the cells a row is missing once a column is added', async () => {
    const edit = drawTable([['Small'], ['Large', 'KES 4,000']])
    await userEvent.click(within(rowsList()).getByRole('button', { name: 'Add the missing cell to 1. Small' }))
    expect(edit).toHaveBeenCalledWith({ op: 'set', path: [...block, 'rows', 0], value: ['Small', ''] })
  })
})

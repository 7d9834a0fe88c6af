import { Type, type Static } from '@sinclair/typebox'
import { defineBlock } from '../../schema/define-block.ts'
import { cellsPerRow, headingAndIntro, itemsNamed, labelled, Text } from '../../schema/fields.ts'

export const tableSchema = Type.Object(
  {
    ...headingAndIntro('A heading above the table, for example "Prices".'),
    columns: labelled(
      'columns',
      Type.Array(Text('The name at the top of one column, for example "Size".'), {
        minItems: 1,
        description: 'The names at the top of the columns, left to right: the table’s header row.',
        ...itemsNamed('column'),
      }),
    ),
    rows: labelled(
      'rows',
      Type.Array(
        Type.Array(
          Type.String({ description: 'What one cell of the row says. Leave it empty ("") for a blank cell.' }),
          {
            description: 'One row: its cells left to right, one for each column. The first cell names the row.',
            ...itemsNamed('cell'),
          },
        ),
        {
          minItems: 1,
          description: 'The rows of the table, top to bottom.',
          ...cellsPerRow('columns'),
          ...itemsNamed('row'),
        },
      ),
    ),
    note: Type.Optional(labelled('note', Text('Small print under the table, for example "Prices include VAT."'))),
  },
  { additionalProperties: false },
)

export type TableProps = Static<typeof tableSchema>

export const tableExample: TableProps = {
  heading: 'Prices',
  columns: ['Size', 'Time', 'Price'],
  rows: [
    ['Small', '1 hour', 'KES 1,500'],
    ['Medium', '2 hours', 'KES 2,500'],
    ['Large', 'Half a day', 'From KES 4,000'],
  ],
  note: 'Prices include VAT.',
}

export const definition = defineBlock({
  schema: tableSchema,
  label: 'Table of prices or facts',
  summary:
    'A table such as a price list: `columns` (the header row), `rows` (cells, one for each column) and an optional `note`; amounts line up.',
  example: tableExample,
})

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInEditor } from '../../../testing/editor-context.tsx'
import { FieldView } from './FieldView.tsx'
import { recordValueSchema, type JsonSchema } from './json-schema.ts'

afterEach(cleanup)

const siteSchema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../schema/site.schema.json'), 'utf8'),
) as JsonSchema
const fieldSchema = recordValueSchema(siteSchema.properties!.forms!)!.properties!.fields!.items!

describe('a form field in the editor', () => {
  it('offers every kind in plain words, and names a time’s or a number’s limits for people', () => {
    const field = { name: 'arrival', label: 'Arrival time', kind: 'time', min: '09:00', max: '17:00' }
    renderInEditor(<FieldView schema={fieldSchema} path={['forms', 'booking', 'fields', 0]} isRequired />, {
      data: { forms: { booking: { title: 'Book', fields: [field] } } },
    })
    const kinds = within(screen.getByRole('combobox', { name: /Kind of answer/ }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(kinds).toEqual(expect.arrayContaining(['Yes or no', 'Time of day', 'Number', 'Choice from a list']))
    expect(kinds).not.toContain('Yes no')
    expect((screen.getByLabelText(/Earliest time, or smallest number/) as HTMLInputElement).value).toBe('09:00')
    expect((screen.getByLabelText(/Latest time, or largest number/) as HTMLInputElement).value).toBe('17:00')
  })
})

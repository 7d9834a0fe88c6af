// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { businessSchema } from '../../../schema/business.ts'
import { renderInEditor } from '../../../testing/editor-context.tsx'
import { FieldView } from './FieldView.tsx'
import type { JsonSchema } from './json-schema.ts'
import { pathInWords } from '../path-words.ts'

afterEach(cleanup)

const kindSchema = businessSchema.properties.kind as JsonSchema
const data = { business: { name: 'Sparkle', kind: 'HomeAndConstructionBusiness' } }

describe('the kind of business in the editor', () => {
  it('is a choice named in words, its kinds in words and the chosen one kept as Google spells it', () => {
    renderInEditor(<FieldView schema={kindSchema} path={['business', 'kind']} isRequired={false} />, { data })
    const select = screen.getByRole('combobox', { name: 'Kind of business' }) as HTMLSelectElement
    const words = Object.fromEntries([...select.options].map((option) => [option.value, option.text]))
    expect(select.value).toBe('HomeAndConstructionBusiness')
    expect(words).toMatchObject({
      '': '(none)',
      HomeAndConstructionBusiness: 'Home and construction business',
      HVACBusiness: 'HVAC business',
      HairSalon: 'Hair salon',
      Dentist: 'Dentist',
    })
    expect(screen.getByText(/Google shows the business as this kind/)).toBeTruthy()
  })

  it('is named in words where a problem is told', () => {
    const schema = { type: 'object', properties: { business: businessSchema as JsonSchema } } as JsonSchema
    expect(pathInWords(['business', 'kind'], data, schema)).toBe('Business details, Kind of business')
  })
})

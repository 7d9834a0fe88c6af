// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyEdit, type EditOp } from '../../../site-text/edit.ts'
import { renderInEditor } from '../../../testing/editor-context.tsx'
import { FieldView } from '../form/FieldView.tsx'
import { recordValueSchema, type JsonSchema } from '../form/json-schema.ts'
import { handTypedWords } from './HandTypedChoices.tsx'
import { handTypedServiceLists, servicesInsteadEdits } from './service-lists.ts'

afterEach(cleanup)

const siteSchema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../schema/site.schema.json'), 'utf8'),
) as JsonSchema
const fieldSchema = recordValueSchema(siteSchema.properties!.forms!)!.properties!.fields!.items!

const services = [
  { name: 'Carpet Cleaning', link: '/carpetcleaning', summary: 'Carpets.' },
  { name: 'Sofa Cleaning', link: '/sofacleaning', summary: 'Sofas.' },
  { name: 'Office Cleaning', link: '/officecleaning', summary: 'Offices.' },
]

const text = `services:
  - { name: Carpet Cleaning, link: /carpetcleaning, summary: Carpets. }
  - { name: Sofa Cleaning, link: /sofacleaning, summary: Sofas. }
  - { name: Office Cleaning, link: /officecleaning, summary: Offices. }
languages:
  - code: sw-KE
    texts:
      forms:
        contact:
          fields:
            - label: Huduma
              options:
                - label: Kusafisha Sofa na Viti
                - label: Kusafisha Ofisi
                - label: Kitu kingine
forms:
  contact:
    title: Send Us a Message
    fields:
      - name: cleaningService
        label: Cleaning service
        kind: select
        options:
          - { label: Upholstery and Sofa Cleaning, value: upholstery }
          - { label: Office Cleaning, value: office }
          - { label: Something else, value: other }
`
const data = parse(text) as unknown
const path = ['forms', 'contact', 'fields', 0]

describe('a list of choices typed by hand that names the services', () => {
  it('says so beside the list, and takes the services instead in one tap', async () => {
    const editAll = vi.fn<(ops: EditOp[]) => boolean>(() => true)
    renderInEditor(<FieldView schema={fieldSchema} path={path} isRequired />, { data, editAll })
    expect(screen.getByRole('note').textContent).toContain(handTypedWords)
    await userEvent.click(screen.getByRole('button', { name: 'Use the services instead' }))
    expect(editAll).toHaveBeenCalledOnce()
  })

  it('keeps the choices that name no service, after the services, in every language', () => {
    const [list] = handTypedServiceLists(data)
    const after = parse(
      servicesInsteadEdits(data, list!).reduce((current, edit) => applyEdit(current, edit), text),
    ) as {
      forms: { contact: { fields: Record<string, unknown>[] } }
      languages: { texts: { forms: { contact: { fields: { options: unknown[] }[] } } } }[]
    }
    expect(after.forms.contact.fields[0]).toMatchObject({
      optionsFrom: 'services',
      options: [{ label: 'Something else', value: 'other' }],
    })
    expect(after.languages[0]?.texts.forms.contact.fields[0]?.options).toEqual([{ label: 'Kitu kingine' }])
  })

  it('says nothing of a list that follows the services, or whose choices are not services', () => {
    const following = {
      services,
      forms: { contact: { fields: [{ name: 'service', kind: 'select', optionsFrom: 'services' }] } },
    }
    const times = {
      services,
      forms: { visit: { fields: [{ name: 'when', kind: 'select', options: [{ label: 'Morning', value: 'am' }] }] } },
    }
    expect(handTypedServiceLists(following)).toEqual([])
    expect(handTypedServiceLists(times)).toEqual([])
    renderInEditor(<FieldView schema={fieldSchema} path={['forms', 'visit', 'fields', 0]} isRequired />, {
      data: times,
    })
    expect(screen.queryByRole('note')).toBeNull()
  })
})

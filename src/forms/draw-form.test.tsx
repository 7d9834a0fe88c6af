// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { drawForm } from './draw-form.ts'
import { drawFormDialog, formDialogIdBase } from './draw-form-dialog.ts'
import { FormDialog } from './FormDialog.tsx'
import { FormView } from './FormView.tsx'
import type { FormDefinition } from './schema.ts'
import { testFields, testForms } from '../testing/test-forms.ts'

/** React's markup as the browser reads it, with the id React chose for the form's fields replaced by `idBase`. */
function asParsed(markup: string, idBase: string): string {
  const reactIdBase = /<label for="([^"]+)-[A-Za-z0-9]+"/.exec(markup)?.[1] ?? ''
  const template = document.createElement('template')
  template.innerHTML = markup.replaceAll(`"${reactIdBase}-`, `"${idBase}-`)
  return [...template.content.children].map((child) => child.outerHTML).join('')
}

/** Every option a form and its fields can have, so a drawing that forgets one shows here. */
const everyOption: FormDefinition = {
  title: 'Everything <b>bold</b> & more',
  intro: 'A sentence & "quotes" under the title.',
  submitLabel: 'Send it',
  fields: [
    { ...testFields.name, placeholder: 'Your name' },
    { name: 'firstName', label: 'First name', kind: 'text' },
    { name: 'lastName', label: 'Last name', kind: 'text', required: 'Last name, please' },
    { ...testFields.email, placeholder: 'Your Email Address' },
    { ...testFields.phone, invalid: 'Not a phone number' },
    { ...testFields.service, placeholder: 'Pick one' },
    { name: 'area', label: 'Area', kind: 'select', options: [{ label: 'Ruiru <town>', value: 'ruiru' }] },
    testFields.date,
    { ...testFields.message, placeholder: 'Tell us more' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
}
const forms: Record<string, FormDefinition> = { ...testForms, everything: everyOption }
const prefills: Record<string, string>[] = [
  {},
  { service: 'sofa', name: 'Amina & <Co>', message: 'Line one\nline "two"', area: 'ruiru' },
]

describe('drawForm', () => {
  it.each(Object.keys(forms))('draws the %s form exactly as FormView does, with and without values', (formId) => {
    const form = forms[formId] as FormDefinition
    for (const prefill of prefills) {
      for (const showTitle of [true, false]) {
        const react = renderToStaticMarkup(
          <FormView formId={formId} form={form} whatsappNumber="" prefill={prefill} showTitle={showTitle} />,
        )
        expect(drawForm({ form, idBase: 'f', prefill, showTitle }).outerHTML).toBe(asParsed(react, 'f'))
      }
    }
  })

  it('writes every text as text, never as markup', () => {
    const drawn = drawForm({ form: everyOption, idBase: 'f', prefill: prefills[1] })
    expect(drawn.querySelector('h2')?.textContent).toBe('Everything <b>bold</b> & more')
    expect(drawn.querySelector('b')).toBeNull()
    expect(drawn.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('Amina & <Co>')
    expect(drawn.querySelector<HTMLSelectElement>('[name="service"]')?.value).toBe('sofa')
  })
})

describe('drawFormDialog', () => {
  it.each(Object.keys(forms))('draws the %s dialog exactly as FormDialog does', (formId) => {
    const form = forms[formId] as FormDefinition
    for (const prefill of prefills) {
      const react = renderToStaticMarkup(
        <FormDialog formId={formId} form={form} whatsappNumber="" prefill={prefill} onClose={() => undefined} />,
      )
      const dialog = drawFormDialog(formId, form, prefill)
      expect(dialog.outerHTML).toBe(asParsed(react, `${formDialogIdBase(formId)}-field`))
      expect(dialog.open).toBe(false)
    }
  })
})

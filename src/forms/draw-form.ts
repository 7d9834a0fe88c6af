import type { FormDefinition, FormField } from './schema.ts'
import { drawElement } from './draw-element.ts'
import type { FormValues } from './validate.ts'

/** What FormView.tsx draws before the browser knows today's date; draw-form.test.tsx keeps the two the same. */
export interface DrawFormOptions {
  form: FormDefinition
  /** Starts every control's id: `${idBase}-${field.name}`. */
  idBase: string
  prefill?: FormValues
  /** Hide the title when a dialog around the form shows it. */
  showTitle?: boolean
}

const autoCompletes: Record<string, string> = { name: 'name', firstName: 'given-name', lastName: 'family-name' }

/** The attributes each one-line kind adds after the shared ones, as kinds/*Field.tsx give them. */
function inputAttributes(field: FormField): Record<string, string | undefined> {
  switch (field.kind) {
    case 'email':
      return { type: 'email', inputmode: 'email', autocomplete: 'email' }
    case 'tel':
      return { type: 'tel', inputmode: 'tel', autocomplete: 'tel' }
    case 'date':
      return { type: 'date' }
    default:
      return { type: 'text', autocomplete: autoCompletes[field.name] }
  }
}

function drawControl(field: FormField, id: string, value: string): HTMLElement {
  const required = field.required ? '' : undefined
  if (field.kind === 'select') {
    const options = [{ label: field.placeholder ?? 'Choose…', value: '' }, ...(field.options ?? [])]
    return drawElement(
      'select',
      { id, name: field.name, required },
      ...options.map((option) =>
        drawElement('option', { value: option.value, selected: option.value === value ? '' : undefined }, option.label),
      ),
    )
  }
  if (field.kind === 'textarea')
    return drawElement('textarea', { id, name: field.name, required, rows: '5', placeholder: field.placeholder }, value)
  return drawElement('input', {
    id,
    required,
    ...inputAttributes(field),
    placeholder: field.placeholder,
    min: field.kind === 'date' ? '' : undefined,
    name: field.name,
    value,
  })
}

/** One field: its label (marked when required) and its control. */
function drawField(field: FormField, id: string, value: string): HTMLDivElement {
  return drawElement(
    'div',
    { class: 'site-form__field' },
    drawElement(
      'label',
      { for: id },
      field.label,
      field.required ? drawElement('span', { 'aria-hidden': 'true' }, ' *') : undefined,
    ),
    drawControl(field, id, value),
  )
}

/** The form as FormView draws it, idle and without errors; enhance-form.ts brings it to life. */
export function drawForm({ form, idBase, prefill = {}, showTitle = true }: DrawFormOptions): HTMLFormElement {
  const titleId = `${idBase}-title`
  return drawElement(
    'form',
    { class: 'site-form', novalidate: '', 'aria-labelledby': showTitle ? titleId : undefined },
    showTitle && drawElement('h2', { id: titleId }, form.title),
    form.intro ? drawElement('p', { class: 'site-form__intro' }, form.intro) : undefined,
    ...form.fields.map((field) => drawField(field, `${idBase}-${field.name}`, prefill[field.name] ?? '')),
    drawElement(
      'div',
      { class: 'site-form__trap', 'aria-hidden': 'true' },
      drawElement(
        'label',
        {},
        'Leave this empty',
        drawElement('input', { tabindex: '-1', autocomplete: 'off', value: '' }),
      ),
    ),
    drawElement('button', { type: 'submit', class: 'button button--primary' }, form.submitLabel ?? 'Send'),
    drawElement('div', { class: 'site-form__status site-form__status--idle', role: 'status' }),
  )
}

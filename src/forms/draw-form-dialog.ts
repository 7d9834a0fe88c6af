import type { FormDefinition } from './schema.ts'
import { drawElement } from './draw-element.ts'
import { drawForm } from './draw-form.ts'
import type { FormValues } from './validate.ts'

/** The id that starts every id inside the dialog of form `formId`. */
export const formDialogIdBase = (formId: string): string => `form-dialog-${formId}`

/** The closed dialog of a form, as FormDialog.tsx draws it; draw-form.test.tsx keeps the two the same. */
export function drawFormDialog(formId: string, form: FormDefinition, prefill?: FormValues): HTMLDialogElement {
  const idBase = formDialogIdBase(formId)
  const titleId = `${idBase}-title`
  return drawElement(
    'dialog',
    { class: 'form-dialog', 'aria-labelledby': titleId },
    drawElement(
      'div',
      { class: 'form-dialog__header' },
      drawElement('h2', { id: titleId }, form.title),
      drawElement('button', { type: 'button', class: 'form-dialog__close', 'aria-label': 'Close' }, '×'),
    ),
    drawForm({ form, idBase: `${idBase}-field`, prefill, showTitle: false }),
  )
}

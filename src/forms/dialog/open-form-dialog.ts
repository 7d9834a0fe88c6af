import { countFormOpened } from '../../ui/visit-beacon.ts'
import { copyOfCarriedDialog, showModalCopy } from '../../ui/carried-dialog.ts'
import { setValue } from '../field-errors.ts'
import { formDialogClass } from './form-dialog-classes.ts'
import { enhanceForm, type PlainFormSetup } from '../enhance-form.ts'
import type { FormValues } from '../validate.ts'

export interface FormDialogOptions extends Omit<PlainFormSetup, 'onDone'> {
  /** Values to start with, such as the service of the page the form was opened from. */
  prefill?: FormValues
  /** Gets focus back when the dialog closes. */
  opener?: HTMLElement | null
}

/** The form dialog that shows, if any: its form and what takes it away without moving focus. */
let shown: { formId: string; dismiss: () => void } | undefined

/**
 * Opens a copy of the form's dialog the page carries (FormDialog.tsx) as a modal dialog (showModalCopy), with focus on
 * its first field. Its close button, Escape and a WhatsApp form's hand-over close it; what a sent form says stays until
 * the visitor closes it. The copy is then taken away, so the fields start empty the next time. Asked again for the form
 * that shows, it keeps it as it is.
 */
export function openFormDialog({
  formId,
  form,
  whatsappNumber,
  language,
  timeZone,
  prefill = {},
  opener = null,
}: FormDialogOptions): void {
  if (shown?.formId === formId) return
  const dialog = copyOfCarriedDialog((carried) => carried.dataset.formDialog === formId)
  const formElement = dialog?.querySelector('form')
  if (!dialog || !formElement) {
    console.error(`The page carries no dialog for the form "${formId}".`)
    return
  }
  shown?.dismiss()
  for (const field of form.fields) {
    const value = prefill[field.name]
    if (value !== undefined) setValue(formElement, field, value)
  }
  const close = () => dialog.close()
  const stopForm = enhanceForm(formElement, { formId, form, whatsappNumber, language, timeZone, onDone: close })
  dialog.querySelector(`.${formDialogClass.close}`)?.addEventListener('click', close)

  const dismiss = showModalCopy(dialog, opener, () => {
    if (shown?.dismiss === dismiss) shown = undefined
    stopForm()
  })
  shown = { formId, dismiss }
  countFormOpened(formId)
  // Straight to the first field rather than the close button the dialog would pick.
  dialog.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus()
}

import { drawFormDialog } from './draw-form-dialog.ts'
import { enhanceForm, type PlainFormSetup } from './enhance-form.ts'
import type { FormValues } from './validate.ts'

export interface FormDialogOptions extends Omit<PlainFormSetup, 'onDone'> {
  /** Values to start with, such as the service of the page the form was opened from. */
  prefill?: FormValues
  /** Gets focus back when the dialog closes. */
  opener?: HTMLElement | null
}

/** The form dialog that shows, if any: its form and what takes it away without moving focus. */
let shown: { formId: string; dismiss: () => void } | undefined

/**
 * Opens a form as a modal dialog at the end of the page, without React, as FormDialog does: the native dialog
 * moves focus in (to the first field), keeps it there, closes on Escape and makes the page behind inert. Its
 * close button and the form finishing close it; focus then goes back to the opener and the dialog is taken
 * away, so the fields start empty the next time. Leaving the page takes it away, so a page restored from the
 * back-forward cache does not come back covered. Asked again for the form that shows, it keeps it as it is.
 */
export function openFormDialog({ formId, form, whatsappNumber, prefill, opener = null }: FormDialogOptions): void {
  if (shown?.formId === formId) return
  shown?.dismiss()
  const dialog = drawFormDialog(formId, form, prefill)
  const formElement = dialog.querySelector('form')
  if (!formElement) return
  const close = () => dialog.close()
  const stopForm = enhanceForm(formElement, { formId, form, whatsappNumber, onDone: close })
  dialog.querySelector('.form-dialog__close')?.addEventListener('click', close)

  const dismiss = () => {
    if (shown?.dismiss !== dismiss) return
    shown = undefined
    window.removeEventListener('pagehide', dismiss)
    stopForm()
    dialog.remove()
  }
  dialog.addEventListener('close', () => {
    if (shown?.dismiss !== dismiss) return
    opener?.focus()
    dismiss()
  })
  window.addEventListener('pagehide', dismiss)
  shown = { formId, dismiss }

  document.body.append(dialog)
  dialog.showModal()
  // Straight to the first field rather than the close button the dialog would pick.
  dialog.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus()
}

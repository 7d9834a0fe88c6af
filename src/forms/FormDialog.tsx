import { useEffect, useRef } from 'react'
import type { FormDefinition } from './schema.ts'
import { FormView } from './FormView.tsx'
import type { FormValues } from './validate.ts'
import './form-dialog.css'

interface FormDialogProps {
  formId: string
  form: FormDefinition
  whatsappNumber: string
  prefill?: FormValues
  /** Called once the dialog has closed, by Escape, its close button or the form finishing. */
  onClose: () => void
}

/**
 * A form as a modal dialog, open while mounted. The native dialog moves focus in, keeps it there,
 * closes on Escape and makes the page behind inert; the fields start empty each time it opens.
 */
export function FormDialog({ formId, form, whatsappNumber, prefill, onClose }: FormDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    element.showModal()
    // Straight to the first field rather than the close button the dialog would pick.
    element.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus()
  }, [])
  const close = () => dialog.current?.close()
  const titleId = `form-dialog-${formId}-title`
  return (
    <dialog ref={dialog} className="form-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="form-dialog__header">
        <h2 id={titleId}>{form.title}</h2>
        <button type="button" className="form-dialog__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      <FormView
        formId={formId}
        form={form}
        whatsappNumber={whatsappNumber}
        prefill={prefill}
        showTitle={false}
        onDone={close}
      />
    </dialog>
  )
}

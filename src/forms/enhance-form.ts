import type { FormDefinition } from './schema.ts'
import { clearFieldError, controlOf, hasFieldErrors, showFieldErrors } from './field-errors.ts'
import { formClass } from './form-classes.ts'
import { createFormSubmission, type SubmissionStatus } from './submit/form-submission.ts'
import { showStatus } from './submit/form-status.ts'
import { businessTimeZone, latestBookableDay, todayIn } from './rules.ts'
import { validateForm, type FormValues } from './validate.ts'

/** What a form needs to be sent; the shell has it. */
export interface PlainFormSetup {
  formId: string
  form: FormDefinition
  /** The business WhatsApp number, for forms sent by WhatsApp. */
  whatsappNumber: string
  /** Called when the form has done its job: the dialog around it closes. */
  onDone?: () => void
}

/** How long a sent form's success shows before `onDone` (the dialog closing). */
const doneAfterSentMs = 2000

/** The form's values as its controls show them: what was typed, before or after its code arrived. */
function readValues(element: HTMLFormElement, form: FormDefinition): FormValues {
  const values: FormValues = {}
  for (const field of form.fields) values[field.name] = controlOf(element, field)?.value ?? ''
  return values
}

/** Date fields accept days from today where the business is, up to `latestBookableDay`. */
function boundDates(element: HTMLFormElement): void {
  const today = todayIn(businessTimeZone)
  for (const input of element.querySelectorAll<HTMLInputElement>('input[type="date"]')) {
    input.min = today
    input.max = latestBookableDay(today)
  }
}

/**
 * The form's behaviour, on any form FormView.tsx drew (the prerender's, a dialog's copy, the editor's preview):
 * sent, it is checked as the receiver will check it; errors show under their fields and focus goes to the first;
 * what was typed stays until it is sent; the status region says what happened. A form sent before `setup`
 * resolves waits for it, so nothing is sent unchecked. Returns what stops its timers.
 */
export function enhanceForm(element: HTMLFormElement, setup: PlainFormSetup | Promise<PlainFormSetup>): () => void {
  let status: SubmissionStatus = 'idle'
  let isStopped = false
  let cancelSubmission: (() => void) | undefined
  const timers: ReturnType<typeof setTimeout>[] = []
  boundDates(element)

  const ready = Promise.resolve(setup).then(({ formId, form, whatsappNumber, onDone }) => {
    const show = () => showStatus(element, form, status, hasFieldErrors(element))
    const submission = createFormSubmission({
      formId,
      form,
      whatsappNumber,
      onStatus: (next) => {
        status = next
        show()
      },
    })
    cancelSubmission = submission.cancel
    return { form, onDone, show, submit: submission.submit }
  })

  async function handleSubmit({ form, onDone, show, submit }: Awaited<typeof ready>) {
    if (isStopped || status === 'sending' || (status === 'sent' && form.action?.whatsapp)) return
    const values = readValues(element, form)
    const found = validateForm(form, values, todayIn(businessTimeZone))
    showFieldErrors(element, form, found)
    const firstInvalid = form.fields.find((field) => found[field.name])
    if (firstInvalid) {
      status = 'idle'
      show()
      controlOf(element, firstInvalid)?.focus()
      return
    }
    const honeypot = element.querySelector<HTMLInputElement>(`.${formClass.trap} input`)?.value ?? ''
    const result = await submit(values, honeypot, onDone)
    if (result !== 'sent' || form.action?.whatsapp) return
    for (const field of form.fields) {
      const control = controlOf(element, field)
      if (control) control.value = ''
    }
    if (onDone) timers.push(setTimeout(onDone, doneAfterSentMs))
  }

  element.addEventListener('submit', (event) => {
    event.preventDefault()
    ready.then(handleSubmit).catch((error: unknown) => console.error('The form could not be sent:', error))
  })
  const onEdit = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.hasAttribute('aria-invalid')) return
    clearFieldError(event.target)
    ready.then(({ show }) => show()).catch(() => undefined)
  }
  element.addEventListener('input', onEdit)
  element.addEventListener('change', onEdit)

  return () => {
    isStopped = true
    for (const timer of timers) clearTimeout(timer)
    cancelSubmission?.()
  }
}

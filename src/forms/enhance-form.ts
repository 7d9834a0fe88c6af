import type { FormDefinition } from './schema.ts'
import { clearFieldError, controlOf, hasFieldErrors, setValue, showFieldErrors, valueOf } from './field-errors.ts'
import { formClass } from './form-classes.ts'
import { createFormSubmission, type SubmissionStatus } from './submit/form-submission.ts'
import { showStatus, statusRegionOf } from './submit/form-status.ts'
import { bringIntoView } from './bring-into-view.ts'
import { latestBookableDay } from './kinds/date/bookable-day.ts'
import { defaultTimeZone, todayIn } from '../model/time/local-time.ts'
import { validateForm, type FormValues } from './validate.ts'
import type { FormLanguage } from './form-language.ts'

/** What a form needs to be sent; the shell has it. */
export interface PlainFormSetup {
  formId: string
  form: FormDefinition
  /** The business WhatsApp number, for forms sent by WhatsApp. */
  whatsappNumber: string
  /** The page's language, from its shell (formLanguageOf): the form's messages are in its words. */
  language: FormLanguage
  /** Called once a form sent by WhatsApp has handed over: the dialog around it closes. */
  onDone?: () => void
  /** The business's time zone, whose today a date field starts from; Kenya's when left out. */
  timeZone?: string
}

/** The form's values as its controls show them: what was typed, before or after its code arrived. */
function readValues(element: HTMLFormElement, form: FormDefinition): FormValues {
  const values: FormValues = {}
  for (const field of form.fields) values[field.name] = valueOf(element, field)
  return values
}

/** Date fields accept days from today where the business is, up to `latestBookableDay`. */
function boundDates(element: HTMLFormElement, timeZone: string): void {
  const today = todayIn(timeZone)
  for (const input of element.querySelectorAll<HTMLInputElement>('input[type="date"]')) {
    input.min = today
    input.max = latestBookableDay(today)
  }
}

/**
 * The form's behaviour, on any form FormView.tsx drew (the prerender's, a dialog's copy, the editor's preview):
 * sent, it is checked as the receiver will check it; errors show under their fields and the first is brought into
 * view with focus; what was typed stays until it is sent; the status region says what happened, is brought into view
 * with focus, and empties once the visitor types again, as it no longer holds. A form sent before `setup` resolves
 * waits for it, so nothing is sent unchecked. Returns what stops its WhatsApp hand-over.
 */
export function enhanceForm(element: HTMLFormElement, setup: PlainFormSetup | Promise<PlainFormSetup>): () => void {
  let status: SubmissionStatus = 'idle'
  let isStopped = false
  let cancelSubmission: (() => void) | undefined
  // Until the setup says where the business is, the days are bounded as in Kenya.
  boundDates(element, defaultTimeZone)
  /** A form sent to WhatsApp has done its job: it is not sent again, and its thanks stay. */
  const isWithWhatsapp = (form: FormDefinition) => status === 'sent' && Boolean(form.action?.whatsapp)

  const ready = Promise.resolve(setup).then((given) => {
    const { formId, form, whatsappNumber, language, onDone, timeZone = defaultTimeZone } = given
    if (timeZone !== defaultTimeZone) boundDates(element, timeZone)
    const show = () => showStatus(element, form, status, hasFieldErrors(element), language)
    const submission = createFormSubmission({
      formId,
      form,
      whatsappNumber,
      language,
      onStatus: (next) => {
        status = next
        show()
      },
    })
    cancelSubmission = submission.cancel
    return { form, language, onDone, show, submit: submission.submit, timeZone }
  })

  async function handleSubmit({ form, language, onDone, show, submit, timeZone }: Awaited<typeof ready>) {
    if (isStopped || status === 'sending' || isWithWhatsapp(form)) return
    const values = readValues(element, form)
    const found = validateForm(form, values, todayIn(timeZone), language)
    showFieldErrors(element, form, found)
    const firstInvalid = form.fields.find((field) => found[field.name])
    if (firstInvalid) {
      status = 'idle'
      show()
      const control = controlOf(element, firstInvalid)
      // A group of radio buttons takes no focus itself: its first button does.
      const target = control instanceof HTMLFieldSetElement ? control.querySelector('input') : control
      if (target) bringIntoView(target)
      return
    }
    const honeypot = element.querySelector<HTMLInputElement>(`.${formClass.trap} input`)?.value ?? ''
    const result = await submit(values, honeypot, onDone)
    if (isStopped) return
    if (result === 'sent' && !form.action?.whatsapp) for (const field of form.fields) setValue(element, field, '')
    const region = statusRegionOf(element)
    if (region) bringIntoView(region)
  }

  element.addEventListener('submit', (event) => {
    event.preventDefault()
    ready.then(handleSubmit).catch((error: unknown) => console.error('The form could not be sent:', error))
  })
  const onEdit = (event: Event) => {
    // A radio button's group carries the marks.
    const marked = event.target instanceof Element ? event.target.closest('[aria-invalid]') : null
    if (!marked || !element.contains(marked)) return
    clearFieldError(marked)
    ready.then(({ show }) => show()).catch(() => undefined)
  }
  element.addEventListener('input', onEdit)
  element.addEventListener('change', onEdit)
  element.addEventListener('input', () => {
    ready
      .then(({ form, show }) => {
        if (status === 'idle' || status === 'sending' || isWithWhatsapp(form)) return
        status = 'idle'
        show()
      })
      .catch(() => undefined)
  })

  return () => {
    isStopped = true
    cancelSubmission?.()
  }
}

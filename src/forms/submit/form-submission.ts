import type { FormDefinition } from '../schema.ts'
import { openWhatsapp } from '../../model/whatsapp.ts'
import { attemptFor, endpointOf, postForm, withFieldValues, type SendAttempt } from './submit.ts'
import { cleanValues, type FormValues } from '../validate.ts'
import type { FormLanguage } from '../form-language.ts'
import { languageField } from '../json-schema.ts'

export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'refused' | 'unreachable'

/** The spec's pause between "redirecting you to WhatsApp" and opening it. */
export const whatsappDelayMs = 1500

export interface FormSubmissionOptions {
  formId: string
  form: FormDefinition
  whatsappNumber: string
  /** The page's language: sent with the answers, and the words of a WhatsApp message's answers. */
  language: FormLanguage
  /** Told each status as the submission goes through it. */
  onStatus: (status: SubmissionStatus) => void
  /** The waits between resends of a post that got no answer (`resendPausesMs`). */
  resendPauses?: readonly number[]
}

/**
 * Sends a form's values: to WhatsApp after `whatsappDelayMs`, or posted to the receiver, resent by itself while
 * no answer comes; a retry of the same values keeps its idempotency key. `cancel` stops a pending WhatsApp hand-over.
 */
export function createFormSubmission({
  formId,
  form,
  whatsappNumber,
  language,
  onStatus,
  resendPauses,
}: FormSubmissionOptions) {
  let lastAttempt: SendAttempt | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Sends `values`; `onDone` is called once WhatsApp has them. */
  async function submit(values: FormValues, honeypot: string, onDone?: () => void): Promise<SubmissionStatus> {
    const sent = cleanValues(form, values)
    const template = form.action?.whatsapp
    if (template) {
      onStatus('sent')
      timer = setTimeout(() => {
        openWhatsapp(whatsappNumber, withFieldValues(template, sent, form.fields, language))
        onDone?.()
      }, whatsappDelayMs)
      return 'sent'
    }
    onStatus('sending')
    const attempt = attemptFor(lastAttempt, JSON.stringify([sent, honeypot]))
    lastAttempt = attempt
    const posted = { ...sent, [languageField]: language.locale }
    const { result } = await postForm(endpointOf(formId, form), posted, honeypot, attempt.key, resendPauses)
    if (result === 'sent') lastAttempt = undefined
    onStatus(result)
    return result
  }

  return { submit, cancel: () => clearTimeout(timer) }
}

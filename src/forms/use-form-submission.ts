import { useEffect, useRef, useState } from 'react'
import type { FormDefinition } from './schema.ts'
import { openWhatsapp } from '../model/whatsapp.ts'
import { attemptFor, endpointOf, postForm, withFieldValues, type SendAttempt } from './submit.ts'
import { cleanValues, type FormValues } from './validate.ts'

export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'refused' | 'unreachable'

/** The spec's pause between "redirecting you to WhatsApp" and opening it. */
export const whatsappDelayMs = 1500

interface Options {
  formId: string
  form: FormDefinition
  whatsappNumber: string
  /** Called once the form has done its job (sent, or handed to WhatsApp). */
  onDone?: () => void
}

export function useFormSubmission({ formId, form, whatsappNumber, onDone }: Options) {
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const lastAttempt = useRef<SendAttempt | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })

  useEffect(() => () => clearTimeout(timer.current), [])

  async function submit(values: FormValues, honeypot: string): Promise<SubmissionStatus> {
    const sent = cleanValues(form, values)
    const template = form.action?.whatsapp
    if (template) {
      setStatus('sent')
      timer.current = setTimeout(() => {
        openWhatsapp(whatsappNumber, withFieldValues(template, sent))
        onDoneRef.current?.()
      }, whatsappDelayMs)
      return 'sent'
    }
    setStatus('sending')
    const attempt = attemptFor(lastAttempt.current, JSON.stringify([sent, honeypot]))
    lastAttempt.current = attempt
    const result = await postForm(endpointOf(formId, form), sent, honeypot, attempt.key)
    if (result === 'sent') lastAttempt.current = undefined
    setStatus(result)
    return result
  }

  return { status, submit, reset: () => setStatus('idle') }
}

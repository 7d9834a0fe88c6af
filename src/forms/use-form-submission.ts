import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormDefinition } from './schema.ts'
import { createFormSubmission, type SubmissionStatus } from './form-submission.ts'
import type { FormValues } from './validate.ts'

export { whatsappDelayMs, type SubmissionStatus } from './form-submission.ts'

interface Options {
  formId: string
  form: FormDefinition
  whatsappNumber: string
  /** Called once the form has done its job (sent, or handed to WhatsApp). */
  onDone?: () => void
}

/** createFormSubmission for a React form: its status as state, its WhatsApp hand-over cancelled on unmount. */
export function useFormSubmission({ formId, form, whatsappNumber, onDone }: Options) {
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  const submission = useMemo(
    () => createFormSubmission({ formId, form, whatsappNumber, onStatus: setStatus }),
    [formId, form, whatsappNumber],
  )
  useEffect(() => () => submission.cancel(), [submission])

  const submit = (values: FormValues, honeypot: string) =>
    submission.submit(values, honeypot, () => onDoneRef.current?.())
  return { status, submit, reset: () => setStatus('idle') }
}

import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { FormDefinition } from './schema.ts'
import { fieldInputs } from './kinds/inputs.ts'
import { formMessages } from './messages.ts'
import { businessTimeZone, todayIn } from './rules.ts'
import { useFormSubmission } from './use-form-submission.ts'
import { useTypedBeforeStart } from './use-typed-before-start.ts'
import { validateForm, type FormErrors, type FormValues } from './validate.ts'
import './form.css'

export interface FormViewProps {
  formId: string
  form: FormDefinition
  /** The business WhatsApp number, for forms sent by WhatsApp. */
  whatsappNumber: string
  /** Values to start with, such as the service of the page the form was opened from. */
  prefill?: FormValues
  /** Hide the title when a dialog around the form shows it. */
  showTitle?: boolean
  /** Called when the form has done its job: the dialog around it closes. */
  onDone?: () => void
}

/** Draws any form of site.yaml, checks it as the receiver will, and tells the visitor what happened. */
export function FormView({ formId, form, whatsappNumber, prefill = {}, showTitle = true, onDone }: FormViewProps) {
  const id = useId()
  const [values, setValues] = useState<FormValues>(prefill)
  const [errors, setErrors] = useState<FormErrors>({})
  const [honeypot, setHoneypot] = useState('')
  const formElement = useRef<HTMLFormElement>(null)
  useTypedBeforeStart(formElement, form, setValues)
  const today = useToday()
  const { status, submit, reset } = useFormSubmission({ formId, form, whatsappNumber, onDone })
  const messages = formMessages(form)
  const fieldId = (name: string) => `${id}-${name}`

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending' || (status === 'sent' && form.action?.whatsapp)) return
    const found = validateForm(form, values, todayIn(businessTimeZone))
    setErrors(found)
    const firstInvalid = form.fields.find((field) => found[field.name])
    if (firstInvalid) {
      reset()
      document.getElementById(fieldId(firstInvalid.name))?.focus()
      return
    }
    const result = await submit(values, honeypot)
    if (result === 'sent' && !form.action?.whatsapp) {
      setValues({})
      if (onDone) setTimeout(onDone, 2000)
    }
  }

  const statusText =
    status === 'sending'
      ? messages.sending
      : status === 'sent'
        ? messages.success
        : status === 'refused'
          ? messages.failure
          : status === 'unreachable'
            ? messages.networkFailure
            : Object.keys(errors).length > 0
              ? messages.invalid
              : ''

  return (
    <form
      ref={formElement}
      className="site-form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={showTitle ? `${id}-title` : undefined}
    >
      {showTitle && <h2 id={`${id}-title`}>{form.title}</h2>}
      {form.intro && <p className="site-form__intro">{form.intro}</p>}
      {form.fields.map((field) => {
        const Input = fieldInputs[field.kind]
        const error = errors[field.name]
        return (
          <div key={field.name} className="site-form__field">
            <label htmlFor={fieldId(field.name)}>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <Input
              field={field}
              id={fieldId(field.name)}
              value={values[field.name] ?? ''}
              today={today}
              isInvalid={Boolean(error)}
              describedBy={error ? `${fieldId(field.name)}-error` : undefined}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.name]: value }))
                if (error) setErrors(({ [field.name]: _fixed, ...rest }) => rest)
              }}
            />
            {error && (
              <p id={`${fieldId(field.name)}-error`} className="site-form__error">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className="site-form__trap" aria-hidden="true">
        <label>
          Leave this empty
          <input
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={status === 'sending'}>
        {status === 'sending' ? messages.sending : (form.submitLabel ?? 'Send')}
      </button>
      <div
        className={`site-form__status site-form__status--${status}`}
        role={status === 'refused' || status === 'unreachable' ? 'alert' : 'status'}
      >
        {statusText && <p>{statusText}</p>}
        {status === 'sent' && messages.successDetail && <p>{messages.successDetail}</p>}
      </div>
    </form>
  )
}

const noSubscription = () => () => undefined

/** Today where the business is; empty in the prerendered HTML, so server and browser markup agree. */
function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => todayIn(businessTimeZone),
    () => '',
  )
}

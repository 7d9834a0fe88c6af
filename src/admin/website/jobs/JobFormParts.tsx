import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { useCloseOnEscape } from './use-close-on-escape.ts'

interface JobFormProps {
  title: string
  submitLabel: string
  /** What must be written or chosen before the job is done, said as the problem; '' when nothing is. */
  whatIsMissing: () => string
  /** Does the job; a refusal is said above the buttons. */
  onSubmit: () => Promise<void> | void
  onCancel: () => void
  children: ReactNode
}

/** A job's form: its title, its fields, what stops it, and the buttons that do it or leave it (as Escape does). */
export function JobForm({ title, submitLabel, whatIsMissing, onSubmit, onCancel, children }: JobFormProps) {
  const titleId = useId()
  const { problem, send } = useSending()
  useCloseOnEscape(onCancel)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void send(async () => onSubmit(), { checkFirst: whatIsMissing })
  }

  return (
    <form className="job-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <ProblemAlert problem={problem} />
      <div className="job-form__actions">
        <button type="submit">{submitLabel}</button>
        <button type="button" className="admin-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}

interface JobNameFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Said under the field: the web address its words make, or an example until there are some. */
  help: string
}

/** The first field of a job's form, where the typing starts as it opens, and the web address it makes. */
export function JobNameField({ label, value, onChange, help }: JobNameFieldProps) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return (
    <>
      <label htmlFor={`${id}-name`}>{label}</label>
      <input
        ref={field}
        id={`${id}-name`}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="admin-help">
        {help}
      </p>
    </>
  )
}

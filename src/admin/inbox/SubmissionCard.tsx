import { useId } from 'react'
import type { InboxForms, Submission } from '../../model/admin-api.ts'
import { labelledFields } from './labelled-fields.ts'
import { formatBusinessTime, machineTime } from '../app/business-time.ts'
import { RemoveRequest } from './RemoveRequest.tsx'
import { requestName } from './request-name.ts'
import { requestOrigin } from './request-origin.ts'
import { useSending } from '../app/form-parts/use-sending.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

interface SubmissionCardProps {
  submission: Submission
  form: InboxForms[string] | undefined
  /** Resolves once the server has answered; rejects when it refused, which the card then says. */
  onSetHandled: (submission: Submission, isHandled: boolean) => Promise<void>
  /** Resolves once the server has answered; rejects when it refused, which the card then says. */
  onRemove: (submission: Submission) => Promise<void>
}

/** One request as it was received: its form, when, whether it was dealt with, and what the visitor wrote. */
export function SubmissionCard({ submission, form, onSetHandled, onRemove }: SubmissionCardProps) {
  const headingId = useId()
  const { isSending, problem, send } = useSending()
  const isHandled = submission.handledAt !== null
  const origin = requestOrigin(submission)

  // aria-disabled rather than disabled, so the button keeps the keyboard focus while it waits.
  const toggle = () => send(() => onSetHandled(submission, !isHandled))

  return (
    <article className="admin-card inbox-submission" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {form?.title ?? submission.form}
      </h2>
      <p className="inbox-meta">
        <time dateTime={machineTime(submission.createdAt)}>{formatBusinessTime(submission.createdAt)}</time>
        <span className={isHandled ? 'inbox-state inbox-state-handled' : 'inbox-state inbox-state-new'}>
          {isHandled ? (submission.handledBy ? `Handled by ${submission.handledBy}` : 'Handled') : 'New'}
        </span>
      </p>
      {origin && <p className="inbox-meta">{origin}</p>}
      <dl className="inbox-fields">
        {labelledFields(submission, form).map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="inbox-actions">
        <button
          type="button"
          className="admin-secondary admin-small"
          aria-describedby={headingId}
          aria-disabled={isSending || undefined}
          onClick={() => void toggle()}
        >
          {isHandled ? 'Mark as not handled' : 'Mark as handled'}
        </button>
        <RemoveRequest
          question={`Remove ${requestName(submission, form)}? It cannot be brought back.`}
          headingId={headingId}
          onRemove={() => onRemove(submission)}
        />
      </div>
      <ProblemAlert problem={problem} />
    </article>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import type { FailedDelivery, InboxForms } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { formatBusinessTime, machineTime } from '../app/business-time.ts'
import { problemMessage } from '../app/problem-message.ts'

interface FailedDeliveriesProps {
  forms: InboxForms
  announce: (message: string) => void
  reportProblem: (message: string) => void
  /** Called after the last one was retried and the section disappears, to put the focus somewhere sensible. */
  onAllRetried: () => void
}

/** The notifications the outbox gave up on, each with a retry; nothing at all when there are none. */
export function FailedDeliveries({ forms, announce, reportProblem, onAllRetried }: FailedDeliveriesProps) {
  const [deliveries, setDeliveries] = useState<FailedDelivery[]>([])
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  useEffect(() => {
    api<FailedDelivery[]>('deliveries').then(setDeliveries, (error: unknown) =>
      reportProblem(`The failed deliveries could not be loaded. ${problemMessage(error)}`),
    )
  }, [reportProblem])

  const retry = async (delivery: FailedDelivery) => {
    try {
      await api(`deliveries/${delivery.id}/retry`, {})
    } catch (error) {
      reportProblem(problemMessage(error))
      return
    }
    const remaining = deliveries.filter((other) => other.id !== delivery.id)
    setDeliveries(remaining)
    announce('Sent back to the queue.')
    if (remaining.length === 0) onAllRetried()
    else heading.current?.focus()
  }

  if (deliveries.length === 0) return null
  return (
    <section className="admin-card inbox-deliveries" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Deliveries that failed
      </h2>
      <p>The business was never notified of these requests, because every attempt to send the notification failed.</p>
      <ul>
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="admin-card">
            <dl className="inbox-fields">
              <div>
                <dt>Form</dt>
                <dd>{forms[delivery.form]?.title ?? delivery.form}</dd>
              </div>
              <div>
                <dt>Channel</dt>
                <dd>{delivery.channel}</dd>
              </div>
              <div>
                <dt>Attempts</dt>
                <dd>{delivery.attempts}</dd>
              </div>
              <div>
                <dt>Last error</dt>
                <dd>{delivery.lastError ?? 'None recorded'}</dd>
              </div>
              <div>
                <dt>Gave up</dt>
                <dd>
                  <time dateTime={machineTime(delivery.gaveUpAt)}>{formatBusinessTime(delivery.gaveUpAt)}</time>
                </dd>
              </div>
            </dl>
            <button type="button" className="admin-small" onClick={() => void retry(delivery)}>
              Retry
              <span className="visually-hidden">
                {' '}
                the {delivery.channel} notification of this {forms[delivery.form]?.title ?? delivery.form} request
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

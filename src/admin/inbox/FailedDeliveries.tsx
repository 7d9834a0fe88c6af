import { useId, useRef, useState } from 'react'
import type { FailedDelivery, InboxForms } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { formatBusinessTime, machineTime } from '../app/business-time.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'
import { useSending } from '../app/form-parts/use-sending.ts'

const loadDeliveries = () => api<FailedDelivery[]>('deliveries')

interface FailedDeliveriesProps {
  forms: InboxForms
  announce: (message: string) => void
  /** Called after the last one was retried and the section disappears, to put the focus somewhere sensible. */
  onAllRetried: () => void
}

/**
 * The notifications the outbox gave up on, each with a retry; nothing at all when there are none (or
 * only why they could not be loaded).
 */
export function FailedDeliveries({ forms, announce, onAllRetried }: FailedDeliveriesProps) {
  const loaded = useLoaded(loadDeliveries)
  const [retriedIds, setRetriedIds] = useState<number[]>([])
  const { problem, send } = useSending()
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const deliveries = (loaded.value ?? []).filter((delivery) => !retriedIds.includes(delivery.id))

  const retry = (delivery: FailedDelivery) =>
    send(async () => {
      await api(`deliveries/${delivery.id}/retry`, {})
      setRetriedIds((retried) => [...retried, delivery.id])
      announce('Sent back to the queue.')
      if (deliveries.length === 1) onAllRetried()
      else heading.current?.focus()
    })

  if (loaded.problem) return <ProblemAlert lead="The failed deliveries could not be loaded." problem={loaded.problem} />
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
      <ProblemAlert problem={problem} />
    </section>
  )
}

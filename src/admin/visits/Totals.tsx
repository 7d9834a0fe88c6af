import type { VisitsTotals } from '../../model/contracts/visits-report.ts'
import { formatCount, requestsEvery } from './visits-words.ts'

interface Figure {
  name: string
  value: string
  /** What the figure counts, in a few words. */
  meaning: string
}

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="visits-figures">
      {figures.map((figure) => (
        <div key={figure.name} className="visits-figures__item">
          <dt>{figure.name}</dt>
          <dd className="visits-figures__value">{figure.value}</dd>
          <dd className="admin-hint">{figure.meaning}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The span's figures at a glance, then the moments that matter: chats, calls and the quote form. */
export function Totals({ totals, days }: { totals: VisitsTotals; days: number }) {
  return (
    <>
      <section aria-labelledby="visits-totals" className="visits-section">
        <h2 id="visits-totals">In these {days} days</h2>
        <FigureList
          figures={[
            { name: 'Visits', value: formatCount(totals.visits), meaning: 'Pages seen' },
            { name: 'Visitors', value: formatCount(totals.visitors), meaning: 'People, counted once a day' },
            {
              name: 'Requests',
              value: formatCount(totals.requests),
              meaning: 'Quotes, bookings and messages sent through the website’s forms',
            },
            {
              name: 'How often a visit brings a request',
              value: requestsEvery(totals.requests, totals.visits),
              meaning: 'On average, over these days',
            },
          ]}
        />
      </section>
      <section aria-labelledby="visits-moments" className="visits-section">
        <h2 id="visits-moments">WhatsApp, calls and forms</h2>
        <FigureList
          figures={[
            { name: 'WhatsApp chat opened', value: formatCount(totals.chatOpened), meaning: 'On the website' },
            { name: 'WhatsApp messages sent', value: formatCount(totals.chatSent), meaning: 'From the website' },
            { name: 'Phone number tapped', value: formatCount(totals.callTaps), meaning: 'To call you' },
            ...totals.formsOpened.map(({ title, opened }) => ({
              name: `${title}: form opened`,
              value: formatCount(opened),
              meaning: 'Whether sent or not',
            })),
          ]}
        />
      </section>
    </>
  )
}

import './visits.css'
import { useSearchParams } from 'react-router-dom'
import { visitDaySpans, type VisitDaySpan, type VisitsReport } from '../../model/contracts/visits-report.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useApiAnswer } from '../app/form-parts/use-loaded.ts'
import { DaysSection } from './DaysSection.tsx'
import { ReportTables } from './ReportTables.tsx'
import { Totals } from './Totals.tsx'
import { dayName } from './visits-words.ts'

const defaultSpan: VisitDaySpan = 30

const spanIn = (value: string | null): VisitDaySpan =>
  visitDaySpans.find((span) => String(span) === value) ?? defaultSpan

/** What the website brings: visits, where they came from and which pages lead to requests, over 7, 30 or 90 days. */
export function VisitsScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const span = spanIn(searchParams.get('days'))
  const { value: report, problem, hasAnswered } = useApiAnswer<VisitsReport>(`visits?days=${span}`)

  return (
    <div className="visits">
      <h1 tabIndex={-1}>Visits</h1>
      <p>
        How many people look at the website, where they come from, and which pages bring requests. No one is followed
        from site to site: no cookies, and no names or addresses are kept.
      </p>
      <fieldset className="visits-spans">
        <legend>Show the last</legend>
        {visitDaySpans.map((choice) => (
          <button
            key={choice}
            type="button"
            className={choice === span ? undefined : 'admin-secondary'}
            aria-pressed={choice === span}
            onClick={() => setSearchParams({ days: String(choice) }, { replace: true })}
          >
            {choice} days
          </button>
        ))}
      </fieldset>
      <ProblemAlert problem={problem} />
      {!hasAnswered && (
        <p>
          <output className="admin-hint">Counting the last {span} days…</output>
        </p>
      )}
      {report && (
        <>
          <p className="visits-dates">
            From {dayName(report.from)} to {dayName(report.to)}
          </p>
          <Totals totals={report.totals} days={report.days} />
          <DaysSection days={report.perDay} />
          <ReportTables report={report} />
        </>
      )}
    </div>
  )
}

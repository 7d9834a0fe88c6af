import type { VisitsDay } from '../../model/contracts/visits-report.ts'
import { chartLines, DaysChart } from './DaysChart.tsx'
import { dayName, formatCount } from './visits-words.ts'
import { VisitsTable } from './VisitsTable.tsx'

/** Visits and visitors each day: the chart, its key, and the same numbers as a table for those who cannot see it. */
export function DaysSection({ days }: { days: VisitsDay[] }) {
  return (
    <section aria-labelledby="visits-each-day" className="visits-section">
      <h2 id="visits-each-day">Each day</h2>
      <figure className="visits-chart">
        <ul className="visits-key" aria-label="Lines on the chart">
          {chartLines.map((line) => (
            <li key={line.key}>
              <span
                className="visits-key__swatch"
                style={{ borderTopColor: line.colour, borderTopStyle: line.dash.length > 0 ? 'dashed' : 'solid' }}
                aria-hidden="true"
              />
              {line.label}
            </li>
          ))}
        </ul>
        <DaysChart days={days} />
        <figcaption>
          <details className="visits-numbers">
            <summary>The numbers behind the chart</summary>
            <VisitsTable
              caption="Visits and visitors each day"
              rows={days}
              rowKey={(day) => day.day}
              empty="No days to show."
              columns={[
                { heading: 'Day', cell: (day) => dayName(day.day) },
                ...chartLines.map((line) => ({
                  heading: line.label,
                  cell: (day: VisitsDay) => formatCount(day[line.key]),
                  isFigure: true,
                })),
              ]}
            />
          </details>
        </figcaption>
      </figure>
    </section>
  )
}

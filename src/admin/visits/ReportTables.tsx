import type { VisitsPage, VisitsReport, VisitsServicePage, VisitsSource } from '../../model/contracts/visits-report.ts'
import { sourceInWords } from '../../model/visits/source-words.ts'
import { formatCount, requestsEvery } from './visits-words.ts'
import { VisitsTable, type Column, type TableProps } from './VisitsTable.tsx'

/** One part of the report: its heading, what it shows, and its table, named by the heading. */
function Part<Row>({
  id,
  heading,
  intro,
  ...table
}: { id: string; heading: string; intro?: string } & Omit<TableProps<Row>, 'caption'>) {
  return (
    <section aria-labelledby={id} className="visits-section">
      <h2 id={id}>{heading}</h2>
      {intro && <p className="admin-hint">{intro}</p>}
      <VisitsTable caption={heading} {...table} />
    </section>
  )
}

const pageKey = (page: { path: string }) => page.path
const pageColumn = (heading: string): Column<{ title: string }> => ({ heading, cell: (page) => page.title })
const figureColumn = <Row,>(heading: string, figure: (row: Row) => number): Column<Row> => ({
  heading,
  cell: (row) => formatCount(figure(row)),
  isFigure: true,
})

const readMost: Column<VisitsPage>[] = [
  pageColumn('Page'),
  figureColumn('Visits', (page) => page.visits),
  figureColumn('Visitors', (page) => page.visitors),
]
const cameFrom: Column<VisitsSource>[] = [
  { heading: 'Came from', cell: (source) => sourceInWords(source.source) },
  figureColumn('Visits', (source) => source.visits),
  figureColumn('Requests', (source) => source.requests),
]
const bringRequests: Column<VisitsPage>[] = [
  pageColumn('Page'),
  figureColumn('Requests', (page) => page.requests),
  { heading: 'How often', cell: (page) => requestsEvery(page.requests, page.visits) },
]
const bookings: Column<VisitsServicePage>[] = [
  pageColumn('Service'),
  figureColumn('Visits', (page) => page.visits),
  figureColumn('Bookings', (page) => page.bookings),
]

/** The pages people read, where they came from, and which pages and services bring requests and bookings. */
export function ReportTables({ report }: { report: VisitsReport }) {
  const pagesWithRequests = report.pages
    .filter((page) => page.requests > 0)
    .sort((a, b) => b.requests - a.requests || b.visits - a.visits)
  return (
    <>
      <Part
        id="visits-pages"
        heading="Pages people read most"
        rows={report.pages}
        rowKey={pageKey}
        empty="No pages were seen in these days."
        columns={readMost}
      />
      <Part
        id="visits-sources"
        heading="Came from"
        intro="Where visitors found the website. A link you gave a name of your own, for example on a flyer, shows as that name."
        rows={report.sources}
        rowKey={(source) => source.source}
        empty="No visits in these days."
        columns={cameFrom}
      />
      <Part
        id="visits-requests"
        heading="Pages that bring requests"
        intro="The page each request was sent from, and how often a visit to it brings a request."
        rows={pagesWithRequests}
        rowKey={pageKey}
        empty="No requests were sent in these days."
        columns={bringRequests}
      />
      <Part
        id="visits-bookings"
        heading="Service pages and bookings"
        intro="Bookings sent from each service’s page, or naming that service."
        rows={report.servicePages}
        rowKey={pageKey}
        empty="The website has no service pages."
        columns={bookings}
      />
    </>
  )
}

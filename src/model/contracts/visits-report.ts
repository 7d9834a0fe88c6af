import { Type, type Static } from '@sinclair/typebox'

/** The spans the Visits screen offers, in days up to and including today. */
export const visitDaySpanSchema = Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)])

export type VisitDaySpan = Static<typeof visitDaySpanSchema>

export const visitDaySpans: readonly VisitDaySpan[] = visitDaySpanSchema.anyOf.map((span) => span.const)

/** What GET /admin/api/visits takes: the span, 7 days when left out. */
export const visitsQuerySchema = Type.Object({ days: Type.Optional(visitDaySpanSchema) })

/** One day's figures; "visits" are pages seen, "visitors" distinct people that day, "requests" form requests. */
export const visitsDaySchema = Type.Object(
  {
    /** The local date, YYYY-MM-DD, in the business's time zone. */
    day: Type.String(),
    visits: Type.Integer(),
    visitors: Type.Integer(),
    requests: Type.Integer(),
  },
  { additionalProperties: false },
)

export type VisitsDay = Static<typeof visitsDaySchema>

/** How often one form's popup was opened, sent or not. */
export const visitsFormOpenedSchema = Type.Object(
  {
    /** The form's id under forms in site.yaml. */
    form: Type.String(),
    /** The form's own title, or its id when the site no longer has it. */
    title: Type.String(),
    opened: Type.Integer(),
  },
  { additionalProperties: false },
)

export type VisitsFormOpened = Static<typeof visitsFormOpenedSchema>

export const visitsTotalsSchema = Type.Object(
  {
    visits: Type.Integer(),
    /** The sum of each day's visitors: a person seen on two days counts twice. */
    visitors: Type.Integer(),
    requests: Type.Integer(),
    /** requests / visits, 0 when there were no visits. */
    requestShare: Type.Number(),
    chatOpened: Type.Integer(),
    chatSent: Type.Integer(),
    callTaps: Type.Integer(),
    /** Each form whose popup was opened, most opened first. */
    formsOpened: Type.Array(visitsFormOpenedSchema),
  },
  { additionalProperties: false },
)

export type VisitsTotals = Static<typeof visitsTotalsSchema>

export const visitsPageSchema = Type.Object(
  {
    path: Type.String(),
    /** The page's name: a service's name, "Home", a page's heading, or "A page no longer on the website". */
    title: Type.String(),
    visits: Type.Integer(),
    visitors: Type.Integer(),
    requests: Type.Integer(),
  },
  { additionalProperties: false },
)

export type VisitsPage = Static<typeof visitsPageSchema>

/** Where visits came from. */
export const visitsSourceSchema = Type.Object(
  {
    /**
     * "Google", "Facebook", "WhatsApp", "Instagram", a campaign's own name (e.g. "flyer"), another site's host, or
     * directSource (src/model/visits/source-words.ts) for none.
     */
    source: Type.String(),
    visits: Type.Integer(),
    requests: Type.Integer(),
  },
  { additionalProperties: false },
)

export type VisitsSource = Static<typeof visitsSourceSchema>

export const visitsServicePageSchema = Type.Object(
  {
    path: Type.String(),
    title: Type.String(),
    visits: Type.Integer(),
    /** Booking-form requests sent from this page or naming this service. */
    bookings: Type.Integer(),
  },
  { additionalProperties: false },
)

export type VisitsServicePage = Static<typeof visitsServicePageSchema>

/** What GET /admin/api/visits?days=… answers: the site's visits and requests over the last days. */
export const visitsReportSchema = Type.Object(
  {
    days: visitDaySpanSchema,
    /** The first and last local dates of the span, YYYY-MM-DD. */
    from: Type.String(),
    to: Type.String(),
    /** One row per day from `from` to `to`, days without visits included. */
    perDay: Type.Array(visitsDaySchema),
    totals: visitsTotalsSchema,
    /** By visits, most first. */
    pages: Type.Array(visitsPageSchema),
    sources: Type.Array(visitsSourceSchema),
    servicePages: Type.Array(visitsServicePageSchema),
  },
  { additionalProperties: false },
)

export type VisitsReport = Static<typeof visitsReportSchema>

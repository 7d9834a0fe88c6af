/** What GET /admin/api/visits?days=… answers: the site's visits and requests over the last days. */

/** The spans the Visits screen offers, in days up to and including today. */
export const visitDaySpans = [7, 30, 90] as const
export type VisitDaySpan = (typeof visitDaySpans)[number]

/** One day's figures; "visits" are pages seen, "visitors" distinct people that day, "requests" form requests. */
export interface VisitsDay {
  /** The local date, YYYY-MM-DD, in the business's time zone. */
  day: string
  visits: number
  visitors: number
  requests: number
}

export interface VisitsTotals {
  visits: number
  /** The sum of each day's visitors: a person seen on two days counts twice. */
  visitors: number
  requests: number
  /** requests / visits, 0 when there were no visits. */
  requestShare: number
  chatOpened: number
  chatSent: number
  callTaps: number
  /** Each form whose popup was opened, most opened first. */
  formsOpened: VisitsFormOpened[]
}

/** How often one form's popup was opened, sent or not. */
export interface VisitsFormOpened {
  /** The form's id under forms in site.yaml. */
  form: string
  /** The form's own title, or its id when the site no longer has it. */
  title: string
  opened: number
}

export interface VisitsPage {
  path: string
  /** The page's name: a service's name, "Home", a page's heading, or "A page no longer on the website". */
  title: string
  visits: number
  visitors: number
  requests: number
}

/** Where visits came from. */
export interface VisitsSource {
  /**
   * "Google", "Facebook", "WhatsApp", "Instagram", a campaign's own name (e.g. "flyer"), another site's host, or
   * directSource (src/model/visits/source-words.ts) for none.
   */
  source: string
  visits: number
  requests: number
}

export interface VisitsServicePage {
  path: string
  title: string
  visits: number
  /** Booking-form requests sent from this page or naming this service. */
  bookings: number
}

export interface VisitsReport {
  days: VisitDaySpan
  /** The first and last local dates of the span, YYYY-MM-DD. */
  from: string
  to: string
  /** One row per day from `from` to `to`, days without visits included. */
  perDay: VisitsDay[]
  totals: VisitsTotals
  /** By visits, most first. */
  pages: VisitsPage[]
  sources: VisitsSource[]
  servicePages: VisitsServicePage[]
}

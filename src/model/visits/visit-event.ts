/** What a public page sends to POST /api/visits: one JSON text, by navigator.sendBeacon. */

/** Where the pages send their events, on the site's own address. */
export const visitsAddress = '/api/visits'

/**
 * A page seen, and the moments that may lead to a request. 'quote-opened' is the quote form's popup as pages
 * counted it before every form's popup was counted as 'form-opened' with its form: its events stay the quote
 * form's.
 */
export const visitEventNames = ['view', 'chat-opened', 'chat-sent', 'call-tap', 'quote-opened', 'form-opened'] as const
export type VisitEventName = (typeof visitEventNames)[number]
/** What a visitor did on a page, beyond seeing it. */
export type VisitMoment = Exclude<VisitEventName, 'view'>

/** The longest utm_source, utm_medium or utm_campaign the collector takes. */
export const utmMaxLength = 100

/** What every event of one page view says. */
export interface PageView {
  /** The page's own path, without query or hash: "/repairs". */
  path: string
  /** The referring site's host only ("www.google.com"), "" for none or this site. */
  referrer: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  /** "phone" when the page shows its phone layout. */
  device: 'phone' | 'computer'
}

export interface VisitEvent extends PageView {
  event: VisitEventName
  /** The form whose popup was opened ('form-opened' only): its id under forms in site.yaml. */
  form?: string
}

/** The form the old 'quote-opened' events were counted for. */
export const quoteFormId = 'quote'

/**
 * A form's popup opened is stored as a kind of event of its own: this number plus the form id's number among
 * the stored names, so that every table of visits.db counts it by kind, as it counts the other moments.
 */
export const formOpenedKinds = 1000

/** What a public page sends to POST /api/visits: one JSON text, by navigator.sendBeacon. */

/** Where the pages send their events, on the site's own address. */
export const visitsAddress = '/api/visits'

/** A page seen, and the moments that may lead to a request. */
export const visitEventNames = ['view', 'chat-opened', 'chat-sent', 'call-tap', 'quote-opened'] as const
export type VisitEventName = (typeof visitEventNames)[number]
/** What a visitor did on a page, beyond seeing it. */
export type VisitMoment = Exclude<VisitEventName, 'view'>

/** The longest utm_source, utm_medium or utm_campaign the collector takes. */
export const utmMaxLength = 100

/** What every event of one page view says. */
export interface PageView {
  /** The page's own path, without query or hash: "/carpetcleaning". */
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
}

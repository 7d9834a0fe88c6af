import { visitsAddress, type PageView, type VisitEventName, type VisitMoment } from '../model/visits/visit-event.ts'

/**
 * This page view, once src/islands/count-visits.ts has started counting it. Only public pages do, so the editor's
 * preview, whose chat and popups are the same code, sends nothing.
 */
let view: PageView | undefined

const send = (event: VisitEventName, form?: string) => {
  if (view) navigator.sendBeacon(visitsAddress, JSON.stringify({ event, ...view, ...(form ? { form } : {}) }))
}

/** Counts `pageView` as seen; its moments are counted from then on. */
export function countPageView(pageView: PageView): void {
  view = pageView
  send('view')
}

/** Counts a moment of this page view; nothing before it is counted, or where it never is. */
export const countMoment = (moment: Exclude<VisitMoment, 'form-opened' | 'quote-opened'>): void => send(moment)

/** Counts the popup of a form opened, by the form's id. */
export const countFormOpened = (formId: string): void => send('form-opened', formId)

import { phoneQuery } from '../layout/phone-breakpoint.ts'
import { utmMaxLength, type PageView } from '../model/visits/visit-event.ts'
import { isStaffBrowser } from '../model/visits/staff-browser.ts'
import { pagePath } from './page-context.ts'
import { countMoment, countPageView } from '../ui/visit-beacon.ts'

/** Not in TypeScript's DOM library yet. */
interface PrivacyNavigator extends Navigator {
  globalPrivacyControl?: boolean
}

/** What every event of a page view says: the page, the site the visitor came from, the campaign, the device. */
export function pageViewOf(address: URL, referrer: string, path: string, isPhone: boolean): PageView {
  const campaign = (name: string) => address.searchParams.get(`utm_${name}`)?.slice(0, utmMaxLength) || undefined
  const from = referrer && new URL(referrer).host
  return {
    path,
    referrer: from === address.host ? '' : from,
    utmSource: campaign('source'),
    utmMedium: campaign('medium'),
    utmCampaign: campaign('campaign'),
    device: isPhone ? 'phone' : 'computer',
  }
}

/**
 * Counts this page view, then its moments (countMoment) and every tap on a tel: link, by beacons to the site's own
 * address: no cookie, nothing kept in the browser. A visitor who asks not to be tracked (Do Not Track, Global Privacy
 * Control) is not counted at all, nor is a browser signed in to /admin on (the business's own), nor is a page kept out
 * of search engines (the not-found pages). Call it once, when the page is shown.
 */
export function startCounting(): void {
  const { doNotTrack, globalPrivacyControl } = navigator as PrivacyNavigator
  const isUnlisted = document.querySelector('meta[name="robots"][content="noindex"]')
  if (doNotTrack === '1' || globalPrivacyControl || isStaffBrowser() || isUnlisted) return
  const view = pageViewOf(new URL(location.href), document.referrer, pagePath(), matchMedia(phoneQuery).matches)
  countPageView(view)
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) countMoment('call-tap')
  })
  // A page brought back from the back-forward cache is seen again, its code still running.
  addEventListener('pageshow', (event) => event.persisted && countPageView(view))
}

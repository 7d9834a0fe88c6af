// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VisitEvent } from '../model/visits/visit-event.ts'
import { markStaffBrowser } from '../model/visits/staff-browser.ts'
import { pageViewOf } from './count-visits.ts'

/** What the page sent by beacon, each to its address. */
let beacons: { address: string; event: VisitEvent }[] = []

/** The modules afresh, as a newly loaded page has them. */
async function loadPage({ path = '/carpetcleaning', isPhone = false } = {}) {
  vi.resetModules()
  document.body.innerHTML = `<div id="root" data-path="${path}"><a href="tel:+254700000001">Call us</a></div>`
  // jsdom follows no link: the taps below stay on the page.
  document.addEventListener('click', (event) => event.preventDefault())
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isPhone && query === '(max-width: 768px)' }))
  const [counting, beacon] = await Promise.all([import('./count-visits.ts'), import('../ui/visit-beacon.ts')])
  return { ...counting, ...beacon }
}

const events = () => beacons.map(({ event }) => event.event)

/** The listeners each test's page adds, taken away after it so that no earlier page hears a later one's taps. */
let listeners: (() => void)[] = []

beforeEach(() => {
  beacons = []
  for (const target of [document, window] as EventTarget[]) {
    const add = target.addEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push(() => target.removeEventListener(type, listener, options))
      add(type, listener, options)
    })
  }
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (address: string, data: string) => beacons.push({ address, event: JSON.parse(data) as VisitEvent }),
  })
})
afterEach(() => {
  for (const remove of listeners) remove()
  listeners = []
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.head.replaceChildren()
  document.body.replaceChildren()
  localStorage.clear()
})

describe('pageViewOf', () => {
  const address = new URL(
    'https://ruirucleaning.co.ke/sofacleaning?utm_source=flyer&utm_medium=print&utm_campaign=june',
  )

  it('takes the referring site’s host only, the campaign from the address, and the device', () => {
    expect(pageViewOf(address, 'https://www.google.com/search?q=sofa+cleaning', '/sofacleaning', true)).toEqual({
      path: '/sofacleaning',
      referrer: 'www.google.com',
      utmSource: 'flyer',
      utmMedium: 'print',
      utmCampaign: 'june',
      device: 'phone',
    })
  })

  it('leaves the referrer empty for none and for another page of this site, and leaves out a campaign not given', () => {
    const plain = new URL('https://ruirucleaning.co.ke/')
    expect(pageViewOf(plain, '', '/', false)).toEqual({ path: '/', referrer: '', device: 'computer' })
    expect(pageViewOf(plain, 'https://ruirucleaning.co.ke/about', '/', false).referrer).toBe('')
    expect(pageViewOf(plain, 'http://ruirucleaning.co.ke:8080/about', '/', false).referrer).toBe(
      'ruirucleaning.co.ke:8080',
    )
  })

  it('cuts a campaign name to the 100 characters the collector takes, and drops an empty one', () => {
    const long = new URL(`https://ruirucleaning.co.ke/?utm_source=${'a'.repeat(150)}&utm_medium=`)
    const view = pageViewOf(long, '', '/', false)
    expect(view.utmSource).toBe('a'.repeat(100))
    expect(view).not.toHaveProperty('utmMedium', expect.anything())
    expect(JSON.parse(JSON.stringify(view))).not.toHaveProperty('utmMedium')
  })
})

describe('startCounting', () => {
  it('sends one view of the page the prerender drew, to /api/visits', async () => {
    const { startCounting } = await loadPage({ path: '/carpetcleaning', isPhone: true })
    startCounting()
    expect(beacons).toEqual([
      { address: '/api/visits', event: { event: 'view', path: '/carpetcleaning', referrer: '', device: 'phone' } },
    ])
  })

  it('counts no moment before the view is counted, and each one after it, with the view’s facts', async () => {
    const { startCounting, countMoment, countFormOpened } = await loadPage({ path: '/contact' })
    countMoment('chat-opened')
    expect(beacons).toEqual([])
    startCounting()
    countMoment('chat-opened')
    countMoment('chat-sent')
    countFormOpened('booking')
    expect(events()).toEqual(['view', 'chat-opened', 'chat-sent', 'form-opened'])
    expect(beacons.at(-1)?.event).toMatchObject({ event: 'form-opened', form: 'booking' })
    expect(beacons.every(({ event }) => event.path === '/contact' && event.device === 'computer')).toBe(true)
  })

  it('counts a tap on a tel: link, and not one on another link', async () => {
    const { startCounting } = await loadPage()
    document.body.insertAdjacentHTML('beforeend', '<a href="/about"><span>About us</span></a>')
    startCounting()
    fireEvent.click(document.querySelector('a[href="/about"] span') as Element)
    fireEvent.click(document.querySelector('a[href^="tel:"]') as Element)
    expect(events()).toEqual(['view', 'call-tap'])
  })

  it('counts a page brought back from the back-forward cache again, and not a page shown for the first time', async () => {
    const { startCounting } = await loadPage()
    startCounting()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(events()).toEqual(['view', 'view'])
  })

  it('counts nothing on a page kept out of search engines: a not-found page', async () => {
    const { startCounting, countMoment } = await loadPage({ path: '/404' })
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" />')
    startCounting()
    countMoment('chat-opened')
    expect(beacons).toEqual([])
  })

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('counts nothing at all for a visitor with %s', async (_name, privacy) => {
    vi.stubGlobal('navigator', { ...navigator, ...privacy })
    const { startCounting, countMoment } = await loadPage()
    startCounting()
    countMoment('chat-opened')
    fireEvent.click(document.querySelector('a[href^="tel:"]') as Element)
    expect(beacons).toEqual([])
  })

  it('counts nothing at all in a browser someone has signed in to /admin on: the business’s own', async () => {
    markStaffBrowser()
    const { startCounting, countMoment } = await loadPage()
    startCounting()
    countMoment('chat-opened')
    fireEvent.click(document.querySelector('a[href^="tel:"]') as Element)
    expect(beacons).toEqual([])
  })

  it('counts a browser whose storage cannot be read, as any visitor’s', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The storage is switched off.', 'SecurityError')
    })
    const { startCounting } = await loadPage()
    startCounting()
    expect(events()).toEqual(['view'])
  })
})

import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteManifest } from '../../src/build/render-site.ts'
import { routeData } from '../../src/build/site-routes.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import type { VisitEvent } from '../../src/model/visits/visit-event.ts'
import type { VisitsReport } from '../../src/model/contracts/visits-report.ts'
import { validBody } from '../../src/testing/test-forms.ts'
import { checkSiteFile } from '../../src/validation/check-site.ts'
import { callAdmin, logInToAdmin } from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { pageNamesOf } from './page-names.ts'

// THE test of issue 32: a generated month of traffic, and the dashboard's figures equal the generator's own.

const password = 'the owner’s long backup phrase'
const dayMs = 86_400_000
const totalViews = 50_000
const days = 30
const httpViewsPerDay = 12
const requestsPerDay = 10

/** Where a visit comes from, and the name the dashboard must give it. */
const arrivals: { referrer: string; utmSource?: string; expected: string }[] = [
  { referrer: 'www.google.com', expected: 'Google' },
  { referrer: 'www.google.co.ke', expected: 'Google' },
  { referrer: 'l.facebook.com', expected: 'Facebook' },
  { referrer: '', utmSource: 'whatsapp', expected: 'WhatsApp' },
  { referrer: 'l.instagram.com', expected: 'Instagram' },
  { referrer: '', utmSource: 'flyer', expected: 'flyer' },
  { referrer: 'nairobi-directory.co.ke', expected: 'nairobi-directory.co.ke' },
  { referrer: '', expected: 'Direct' },
  { referrer: '', expected: 'Direct' },
]
const moments = ['chat-opened', 'chat-sent', 'call-tap', 'quote-opened'] as const

let seed = 32
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const userAgent = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; SM-A${100 + n}F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36`

let manifest: SiteManifest
let server: TestServer
beforeAll(async () => {
  const { site } = checkSiteFile(resolve(import.meta.dirname, '../../site.yaml'))
  if (!site) throw new Error('site.yaml does not pass the check')
  manifest = siteManifest(site, routeData(site), {})
  server = await startTestServer({
    forms: manifest.forms,
    settings: { adminPassword: password, visitsPerMinute: 1_000_000 },
    withDist: (dist) => writeFileSync(join(dist, 'site-manifest.json'), JSON.stringify(manifest)),
  })
}, 60_000)
afterAll(async () => {
  vi.useRealTimers()
  await server.close()
})

const add = (counts: Map<string, number>, key: string, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by)

describe('a month of generated traffic', () => {
  it('gives the dashboard the generator’s own counts, quickly', async () => {
    const store = server.app.visits!
    const paths = manifest.pages.map((page) => page.path)
    const services = manifest.services ?? []
    expect(services.find((service) => service.path === '/carpetcleaning')?.bookWith).toContainEqual({
      form: 'booking',
      values: { service: 'carpetcleaning' },
    })
    const requestForms = ['booking', 'contact', 'newsletter'] as const
    const now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })

    const perDay: { visits: number; visitors: number; requests: number }[] = []
    const pageViews = new Map<string, number>()
    const pageVisitors = new Map<string, number>()
    const pageRequests = new Map<string, number>()
    const sourceViews = new Map<string, number>()
    const sourceRequests = new Map<string, number>()
    const bookings = new Map<string, number>()
    const momentCounts = new Map<string, number>()
    let requests = 0
    const beaconStatuses: number[] = []
    const sentLastDay: { sentFrom: string; cameFrom: string }[] = []
    let viewsLeft = totalViews

    for (let day = 0; day < days; day++) {
      vi.setSystemTime(now - (days - 1 - day) * dayMs)
      const viewsToday = day === days - 1 ? viewsLeft : Math.round(totalViews / days)
      viewsLeft -= viewsToday
      const sourceOf = new Map<string, string>()
      const seenOnPage = new Set<string>()
      const httpVisitors: { ua: string; source: string }[] = []
      for (let n = 0; n < viewsToday; n++) {
        const isHttp = n < httpViewsPerDay
        const visitor = isHttp
          ? { address: '127.0.0.1', n: day * 100 + n }
          : { address: `41.90.${Math.floor(random() * 5)}.${Math.floor(random() * 80)}`, n: Math.floor(random() * 3) }
        const ua = userAgent(visitor.n)
        const key = `${visitor.address} ${ua}`
        const isFirst = !sourceOf.has(key)
        const arrival = isFirst ? pick(arrivals) : { referrer: '', expected: sourceOf.get(key)! }
        if (isFirst) sourceOf.set(key, arrival.expected)
        const path = pick(paths)
        const event: VisitEvent = {
          event: 'view',
          path,
          referrer: arrival.referrer,
          ...(arrival.utmSource ? { utmSource: arrival.utmSource } : {}),
          device: random() < 0.7 ? 'phone' : 'computer',
        }
        const moment = random() < 0.1 ? pick(moments) : undefined
        if (isHttp) {
          for (const body of [event, ...(moment ? [{ ...event, event: moment }] : [])]) {
            const response = await fetch(`${server.base}/api/visits`, {
              method: 'POST',
              headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua },
              body: JSON.stringify(body),
            })
            beaconStatuses.push(response.status)
          }
          httpVisitors.push({ ua, source: arrival.expected })
        } else {
          store.record(event, { address: visitor.address, userAgent: ua })
          if (moment) store.record({ ...event, event: moment }, { address: visitor.address, userAgent: ua })
        }
        if (moment) add(momentCounts, moment)
        add(pageViews, path)
        if (!seenOnPage.has(`${path} ${key}`)) add(pageVisitors, path)
        seenOnPage.add(`${path} ${key}`)
        add(sourceViews, arrival.expected)
      }
      store.flush()

      for (let n = 0; n < requestsPerDay; n++) {
        const sender = httpVisitors[n]!
        const formId = requestForms[n % requestForms.length]!
        const path = pick(paths)
        const body = validBody(manifest.forms[formId]!, day * requestsPerDay + n)
        const response = await fetch(`${server.base}/api/forms/${formId}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': sender.ua,
            referer: `https://www.example.com${path}?utm_source=x`,
          },
          body: JSON.stringify(body),
        })
        expect(response.status).toBe(201)
        requests++
        add(pageRequests, path)
        if (day === days - 1) sentLastDay.unshift({ sentFrom: path, cameFrom: sender.source })
        add(sourceRequests, sender.source)
        if (formId === 'booking')
          for (const service of services)
            if (service.path === path || service.bookWith.some((choice) => choice.values.service === body.service))
              add(bookings, service.path)
      }
      perDay.push({ visits: viewsToday, visitors: sourceOf.size, requests: requestsPerDay })
    }
    vi.setSystemTime(now)
    expect(new Set(beaconStatuses)).toEqual(new Set([204]))
    expect(beaconStatuses.length).toBeGreaterThanOrEqual(days * httpViewsPerDay)

    const owner = await logInToAdmin(server.base, password)
    const started = performance.now()
    const response = await callAdmin(server.base, '/admin/api/visits?days=30', { session: owner })
    const ms = performance.now() - started
    expect(response.status).toBe(200)
    const report = (await response.json()) as VisitsReport
    console.log(`GET /admin/api/visits?days=30 over ${totalViews} views answered in ${ms.toFixed(0)} ms`)

    expect(report.perDay.map(({ visits, visitors, requests: sent }) => ({ visits, visitors, requests: sent }))).toEqual(
      perDay,
    )
    const visitors = perDay.reduce((sum, row) => sum + row.visitors, 0)
    expect(report.totals).toEqual({
      visits: totalViews,
      visitors,
      requests,
      requestShare: requests / totalViews,
      chatOpened: momentCounts.get('chat-opened') ?? 0,
      chatSent: momentCounts.get('chat-sent') ?? 0,
      callTaps: momentCounts.get('call-tap') ?? 0,
      // Stored as the quote form's popup was counted before every form's was: still the quote form's.
      formsOpened: [{ form: 'quote', title: manifest.forms.quote!.title, opened: momentCounts.get('quote-opened') }],
    })
    const pageName = pageNamesOf(manifest)
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path)
    expect([...report.pages].sort(byPath)).toEqual(
      [...new Set([...pageViews.keys(), ...pageRequests.keys()])]
        .map((path) => ({
          path,
          title: pageName(path),
          visits: pageViews.get(path) ?? 0,
          visitors: pageVisitors.get(path) ?? 0,
          requests: pageRequests.get(path) ?? 0,
        }))
        .sort(byPath),
    )
    expect(report.pages.map((page) => page.visits)).toEqual(
      [...report.pages.map((page) => page.visits)].sort((a, b) => b - a),
    )
    expect(new Map(report.sources.map((row) => [row.source, row.visits]))).toEqual(sourceViews)
    expect(new Map(report.sources.filter((row) => row.requests > 0).map((row) => [row.source, row.requests]))).toEqual(
      sourceRequests,
    )
    expect(report.servicePages).toEqual(
      services.map((service) => ({
        path: service.path,
        title: service.name,
        visits: pageViews.get(service.path) ?? 0,
        bookings: bookings.get(service.path) ?? 0,
      })),
    )
    expect(ms).toBeLessThan(5000)

    const inbox = await callAdmin(server.base, '/admin/api/submissions', { session: owner })
    const { items } = (await inbox.json()) as { items: { sentFrom?: string; cameFrom?: string }[] }
    // The inbox names each page as the Visits screen does, never by its address.
    expect(items.slice(0, requestsPerDay).map(({ sentFrom, cameFrom }) => ({ sentFrom, cameFrom }))).toEqual(
      sentLastDay.map(({ sentFrom, cameFrom }) => ({ sentFrom: pageName(sentFrom), cameFrom })),
    )
  }, 120_000)
})

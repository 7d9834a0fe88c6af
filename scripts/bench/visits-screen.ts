import { chromium } from '@playwright/test'
import { join } from 'node:path'
import { editorOnPhone } from '../../e2e/admin/editor-on-phone.ts'
import { startEditorServer } from '../../e2e/admin/project-copy.ts'
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts'
import { manifest } from '../../e2e/site.ts'
import { visitStore } from '../../server/visits/visit-store.ts'
import { openVisitsDatabase } from '../../server/visits/visits-database.ts'
import { defaultTimeZone as businessTimeZone } from '../../src/model/time/local-time.ts'
import { formatCount } from '../../src/admin/visits/visits-words.ts'

const day = 86_400_000

/**
 * Writes `views` page views spread over the 30 days up to now into `dataDir`'s visits.db, from mixed
 * sources, pages and devices, as the server's own store writes them (each day's counts made as the next
 * day starts).
 */
function writeMonth(dataDir: string, views: number): void {
  const db = openVisitsDatabase(dataDir)
  const sources = ['www.google.com', 'l.facebook.com', '', 'l.instagram.com', 'wa.me']
  const paths = manifest.pages.map((page) => page.path)
  const end = Date.now()
  let clock = end - 29 * day
  const store = visitStore({ db, timeZone: businessTimeZone, now: () => clock, log: console.error })
  const perDay = Math.ceil(views / 30)
  for (let n = 0; n < views; n++) {
    clock = Math.min(end, end - 29 * day + Math.floor(n / perDay) * day)
    store.record(
      {
        event: 'view',
        path: paths[n % paths.length]!,
        referrer: sources[n % 5]!,
        device: n % 3 ? 'phone' : 'computer',
      },
      { address: `41.90.0.${n % 250}`, userAgent: `Mozilla/5.0 (Linux; Android 14; SM-A${n % 3}F)` },
    )
  }
  store.close()
  db.close()
}

/**
 * How long the owner's Visits screen takes to open on a phone (Chromium at 375 px) with a month of
 * `views` page views: from the tap on "Visits" in the menu to the month's figures and chart shown, the
 * first time (its code and the chart library fetched) and `runs` times more (coming back to it).
 */
export async function visitsScreenOpening(port: number, views: number, runs = 5) {
  const server = await startEditorServer(port)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    writeMonth(join(server.dir, '.data'), views)
    const page = await editorOnPhone(browser, server)
    const menu = page.getByRole('navigation', { name: 'Admin sections' })
    const times: number[] = []
    for (let run = 0; run <= runs; run++) {
      const started = performance.now()
      await menu.getByRole('link', { name: 'Visits' }).click()
      const visits = page
        .getByRole('term')
        .filter({ hasText: /^Visits$/ })
        .locator('+ dd')
      await visits.filter({ hasText: new RegExp(`^${formatCount(views)}$`) }).waitFor()
      await page.locator('.visits-chart canvas').waitFor()
      times.push(performance.now() - started)
      await menu.getByRole('link', { name: 'Inbox' }).click()
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor()
    }
    return { first: times[0]!, again: times.slice(1) }
  } finally {
    await browser.close()
    await server.stop()
  }
}

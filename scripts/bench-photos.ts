import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseBenchArgs, pickRoutes } from './bench/bench-args.ts'
import { checkedPhotoSite, currentCode, renderPhotoSite } from './bench/photos/photo-build.ts'
import { launchBrowser, measureRouteBytes, viewports } from './bench/photos/photo-measure.ts'
import { makePhotoSite } from './bench/photos/photo-site.ts'
import { laterCodeLine, missedTargets, photoTable, type RouteFigures } from './bench/photos/photo-table.ts'
import { readManifest, serveSite, type ServedSite } from './bench/serve-site.ts'

/**
 * `npm run bench:photos [-- --routes=/,/about]`: a copy of the site with a 4032×3024 camera JPEG (about 2.7 MB, drawn afresh) in
 * every picture slot is rendered three times, as a first start (empty picture cache), a second start and a
 * text-only publish, printing the time each spent on pictures. The last is served on 127.0.0.1 and every
 * route is loaded in Chromium at 375 px (two device pixels per CSS pixel) and 1280 px, as it opens and
 * scrolled to the bottom; the site's scripts counted are those loaded by then, none of a visitor's taps, and the
 * code that comes on a timer later (the chat's) is named below the table. Prints a Markdown table on stdout
 * (progress on stderr) and the targets missed.
 */
const root = resolve(import.meta.dirname, '..')
const log = (line: string) => console.error(line)
// Only --routes=/,/about is taken: each route is loaded once per width, its bytes do not vary between runs.
const { routes: asked } = parseBenchArgs(process.argv.slice(2))
const work = mkdtempSync(join(tmpdir(), 'bench-photos-'))
process.once('exit', () => rmSync(work, { recursive: true, force: true }))

let server: ServedSite | undefined
try {
  log('Drawing camera photos for every picture slot…')
  const copy = await makePhotoSite(root, work)
  const code = await currentCode(log)
  const imageCache = join(work, 'image-cache')
  const site = checkedPhotoSite(copy)
  const first = await renderPhotoSite(site, copy, join(work, 'first'), { code, imageCache })
  const again = await renderPhotoSite(site, copy, join(work, 'again'), {
    code,
    imageCache,
    previousDir: join(work, 'first'),
  })
  const renamed = { ...site, business: { ...site.business, name: `${site.business.name} Ltd` } }
  const published = await renderPhotoSite(renamed, copy, join(work, 'published'), {
    code,
    imageCache,
    previousDir: join(work, 'again'),
  })
  const dist = join(work, 'published')
  server = await serveSite(dist, join(work, 'data'))
  const routes = pickRoutes(
    asked,
    readManifest(dist).pages.map((page) => page.path),
  )
  log(
    `Serving ${server.origin}; loading ${routes.length} routes at ${viewports.map((view) => view.name).join(' and ')}`,
  )
  const browser = await launchBrowser()
  const rows: RouteFigures[] = []
  try {
    for (const path of routes) {
      const [phone, wide] = [
        await measureRouteBytes(browser, `${server.origin}${path}`, viewports[0]!),
        await measureRouteBytes(browser, `${server.origin}${path}`, viewports[1]!),
      ]
      rows.push({ path, phone, wide })
      log(`  ${path}`)
    }
  } finally {
    await browser.close()
  }
  console.log(
    `${copy.photos.size} camera photos (4032×3024 JPEG), bytes as sent (compressed); site scripts uncompressed.\n`,
  )
  console.log(photoTable(rows))
  const later = laterCodeLine(rows)
  if (later) console.log(`\n${later}`)
  console.log(
    `\nTime on pictures: first start ${first.pictureMs} ms (empty cache), second start ${again.pictureMs} ms, ` +
      `text-only publish ${published.pictureMs} ms (${published.rendered} pages drawn).`,
  )
  const missed = missedTargets(rows)
  console.log(
    missed.length === 0 ? 'Every route meets every target of issue 22.' : `Targets missed:\n- ${missed.join('\n- ')}`,
  )
  if (missed.length > 0) process.exitCode = 1
} catch (error) {
  log(`The benchmark stopped: ${(error as Error).stack ?? (error as Error).message}`)
  process.exitCode = 1
} finally {
  await server?.close()
}

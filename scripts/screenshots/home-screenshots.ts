import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts'
import type { ServedSite } from '../bench/serve-site.ts'
import { screenSizes, type ScreenSize } from '../bench/lighthouse/screen-sizes.ts'
import { serveSiteFolder } from '../bench/lighthouse/serve-site-folder.ts'
import { pickSites, siteFolders, type SiteFolder } from '../bench/lighthouse/site-folders.ts'
import { compressPng } from './compress-png.ts'

/**
 * `npm run screenshots [-- root <example>…]`: builds each site (the repository's own and every example, or those
 * named) into a temporary folder, serves it, and saves the first screen of its home page at 375 × 740 and
 * 1280 × 800 as docs/screenshots/<site>-<width>.png, for docs/examples.md.
 */
const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'docs', 'screenshots')
const maxBytes = 200_000

async function shoot(browser: Browser, site: SiteFolder, origin: string, screen: ScreenSize): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: 1,
    isMobile: screen.isMobile,
    hasTouch: screen.isMobile,
    reducedMotion: 'reduce',
  })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    // Finite animations are shown finished and endless ones at their start, so each run takes the same picture.
    const screenshot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    const file = join(outDir, `${site.name}-${screen.width}.png`)
    const png = await compressPng(screenshot, maxBytes)
    writeFileSync(file, png)
    return `${relative(root, file)}  ${Math.round(png.length / 1024)} KB`
  } finally {
    await context.close()
  }
}

async function main() {
  const sites = pickSites(siteFolders(root), process.argv.length > 2 ? process.argv.slice(2) : undefined)
  mkdirSync(outDir, { recursive: true })
  const work = mkdtempSync(join(tmpdir(), 'home-screenshots-'))
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Every host but this machine fails to resolve, so a page cannot reach the internet.
    args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    timeout: 60_000,
  })
  const failed: string[] = []
  try {
    for (const site of sites) {
      let server: ServedSite | undefined
      try {
        server = await serveSiteFolder(site, work)
        for (const screen of screenSizes) console.log(await shoot(browser, site, server.origin, screen))
      } catch (error) {
        failed.push(site.name)
        console.error(`${site.name}: ${(error as Error).message}`)
      } finally {
        await server?.close()
      }
    }
  } finally {
    await browser.close()
    rmSync(work, { recursive: true, force: true })
  }
  if (failed.length > 0) {
    console.error(`No screenshots of ${failed.join(', ')}`)
    process.exitCode = 1
  }
}

await main()

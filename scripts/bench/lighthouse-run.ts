import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { killAll, launch } from 'chrome-launcher'
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts'
import { pageRunFrom, type PageRun } from './page-run.ts'

const chromeFlags = [
  '--headless=new',
  ...chromiumArgs,
  // Only the two local servers can be reached, so a third-party embed cannot be fetched.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/** Lighthouse's default mobile profile: a mid-range phone on slow 4G, throttling simulated from an unthrottled load. */
const mobilePerformance: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  maxWaitForFcp: 30_000,
  maxWaitForLoad: 45_000,
}

/** One Lighthouse run of `url`'s performance on a mobile, as {@link lighthouseReport} makes it. */
export async function runLighthouse(url: string, timeoutMs: number): Promise<PageRun> {
  return pageRunFrom(await lighthouseReport(url, { flags: mobilePerformance, timeoutMs }))
}

/**
 * One Lighthouse run of `url` in a Chromium of its own, so no cache, connection or memory carries over
 * between runs. Rejects when the run takes longer than `timeoutMs`; the browser is closed either way.
 */
export async function lighthouseReport(
  url: string,
  { flags, config, timeoutMs }: { flags: Flags; config?: Config; timeoutMs: number },
): Promise<Result> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' })
  let timer: NodeJS.Timeout | undefined
  try {
    const running = lighthouse(url, { ...flags, port: chrome.port }, config)
    // Closing the browser on a timeout makes the abandoned run fail later; that failure is expected.
    running.catch(() => {})
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${timeoutMs / 1000} s`)), timeoutMs)
    })
    const result = await Promise.race([running, timeout])
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

/** Closes every browser a run has open, for a benchmark stopped from outside. */
export function closeAllBrowsers(): void {
  killAll()
}

/**
 * A scratch folder for one bench run, removed when the run ends; Ctrl-C or a stop also closes the browsers
 * Lighthouse launched, which would outlive the run.
 */
export function benchWorkFolder(prefix: string): string {
  const work = mkdtempSync(join(tmpdir(), prefix))
  process.once('exit', () => rmSync(work, { recursive: true, force: true }))
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      closeAllBrowsers()
      process.exit(code)
    })
  return work
}

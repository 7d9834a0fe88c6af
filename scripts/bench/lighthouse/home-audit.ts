import { desktopConfig, type Flags } from 'lighthouse'
import { lighthouseReport } from '../lighthouse-run.ts'
import { categories, categoryScores, type CategoryScores } from './category-scores.ts'
import type { ScreenSize } from './screen-sizes.ts'

const timeoutMs = 120_000

const common: Flags = {
  logLevel: 'error',
  onlyCategories: [...categories],
  maxWaitForFcp: 30_000,
  maxWaitForLoad: 45_000,
}

// The phone keeps Lighthouse's mobile defaults (slow 4G and a slower processor, simulated; its pixel ratio)
// at the width of the smallest phones; the laptop is Lighthouse's desktop preset at the size of the table.
function flagsFor(screen: ScreenSize): Flags {
  const { width, height, isMobile } = screen
  return {
    ...common,
    formFactor: isMobile ? 'mobile' : 'desktop',
    screenEmulation: { mobile: isMobile, width, height, deviceScaleFactor: isMobile ? 1.75 : 1, disabled: false },
  }
}

/** One Lighthouse run of the four categories on `url` at `screen`'s size, in a Chromium of its own. */
export async function auditPage(url: string, screen: ScreenSize): Promise<CategoryScores> {
  const report = await lighthouseReport(url, {
    flags: flagsFor(screen),
    ...(screen.isMobile ? {} : { config: desktopConfig }),
    timeoutMs,
  })
  return categoryScores(report)
}

import { existsSync } from 'node:fs'

/** Debian's Chromium; the tests never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const hasChromium = existsSync(chromiumPath)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

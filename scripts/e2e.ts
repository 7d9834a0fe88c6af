import { spawnSync } from 'node:child_process'
import { chromiumPath, hasChromium } from '../e2e/chromium.ts'

/**
 * `npm run test:e2e`: first the checks of the built files, which need no browser, then the browser tests in
 * Debian's Chromium; outside CI those skip loudly when it is missing.
 */
const distChecks = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.dist.config.ts'], { stdio: 'inherit' })
if (distChecks.status !== 0) process.exit(distChecks.status ?? 1)

if (!hasChromium) {
  const banner = '!'.repeat(78)
  const message = [
    banner,
    `  BROWSER TESTS NOT RUN: no Chromium at ${chromiumPath}.`,
    '  Install it with:  sudo apt-get install -y chromium',
    '  (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
    banner,
  ].join('\n')
  console.error(message)
  process.exit(process.env.CI === 'true' ? 1 : 0)
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)

import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts'
import { e2eAdminPassword, e2eDataDir } from './e2e/inbox.ts'

const port = Number(process.env.E2E_PORT ?? 4317)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every host but this machine fails to resolve, so no test can reach the internet.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      // These check files, links and the server's answers, not the layout: once is enough.
      testIgnore: ['**/crawler.spec.ts', '**/bundle.spec.ts', '**/receiver.spec.ts'],
    },
  ],
  webServer: {
    command: 'node server/start.ts',
    // Every test posts from this machine's one address, into a data folder kept between runs.
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir(port),
      ADMIN_PASSWORD: e2eAdminPassword,
      FORM_REQUESTS_PER_DAY: '100000',
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})

import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // It checks the built site, so it runs after the build, from vitest.dist.config.ts.
    exclude: [...configDefaults.exclude, 'scripts/dist.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The default report, then the files a crashed worker left unfinished, named in the last lines.
    reporters: ['default', './scripts/testing/unfinished-files-reporter.ts'],
  },
})

import { defineConfig } from 'vitest/config'

/** Checks of the built site that need no browser; `npm run test:e2e` runs them after the build. */
export default defineConfig({
  test: {
    include: ['scripts/dist.test.ts'],
    environment: 'node',
  },
})

import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { crashRun, type Disruption } from './crash-run.ts'

const hasCaddy = spawnSync('caddy', ['version']).status === 0
const isInCi = process.env.CI === 'true'

// Debian's caddy; CI installs it (.ci/run), so there a missing one fails rather than skips.
describe.skipIf(!hasCaddy && !isInCi)("posts through the guide's Caddy (deploy/Caddyfile) on loopback", () => {
  it.each<Disruption>(['server-crash', 'proxy-restart'])(
    'keeps every acknowledged post with its own content, once, across a %s',
    async (disruption) => {
      const result = await crashRun({ disruption, posts: 60, concurrency: 10, at: 1 / 3, awayMs: 1000 })
      expect(result.wrongOrMissing).toEqual([])
      expect(result.storedTwice).toBe(0)
      expect(result.acknowledged).toBe(60)
      expect(result.stored).toBe(60)
    },
    90_000,
  )
})

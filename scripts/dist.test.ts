import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { distDir } from '../src/build/dist-dir.ts'

// Checks of the built files that need no browser. `npm run test:e2e` runs them (vitest.dist.config.ts)
// before the browser tests, so they run even where Chromium is missing.

const assets = join(distDir, 'assets')

beforeAll(() => {
  if (!existsSync(assets)) throw new Error(`${assets} is missing: run npm run build first`)
})

it('the browser bundle carries neither the YAML parser, ajv nor the schema library', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const leaks = scripts.filter((name) =>
    /YAMLParseError|yaml-language-server|ajv\.js|strictSchema|TypeBox|@sinclair/.test(
      readFileSync(join(assets, name), 'utf8'),
    ),
  )
  expect(leaks).toEqual([])
})

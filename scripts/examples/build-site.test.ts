import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSite } from './build-site.ts'

const scratch = mkdtempSync(join(tmpdir(), 'build-site-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('buildSite', () => {
  it('gives the checker’s own message, with the line and column, when a site does not build', async () => {
    const dir = join(scratch, 'broken')
    mkdirSync(join(dir, 'public'), { recursive: true })
    writeFileSync(join(dir, 'site.yaml'), 'business:\n  name: A Shop\n  colour: blue\n')
    const site = { name: 'broken', label: 'examples/broken', dir }
    const build = await buildSite(site, join(scratch, 'dist'))
    expect(build.failure).toMatch(/site\.yaml:3:3 +business: unknown key "colour"/)
  })
})

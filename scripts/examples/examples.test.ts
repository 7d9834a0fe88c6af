import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSites, type SiteBuild } from './build-site.ts'
import { describeFinding, findTraces } from './find-traces.ts'
import { everySite, exampleSites } from './sites.ts'
import { siteTraces } from './traces.ts'

/**
 * Any business gets its own site from its folder alone: the repository's own site and every example under
 * examples/ build, each into its own folder, and no built file of one holds a name, number, colour or logo of
 * another.
 */
const scratch = mkdtempSync(join(tmpdir(), 'example-sites-'))
let builds: SiteBuild[] = []

// The first build also builds the code when it is older than its sources, which takes much longer.
beforeAll(async () => {
  builds = await buildSites(everySite(), (site) => join(scratch, site.name))
}, 300_000)
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the example sites', () => {
  it('are at least two businesses besides the repository’s own', () => {
    expect(exampleSites().length).toBeGreaterThanOrEqual(2)
  })

  it('each build, as the repository’s own site does', () => {
    const failures = builds.flatMap(({ site, failure }) =>
      failure ? [`${site.label} does not build:\n${failure}`] : [],
    )
    expect(failures).toEqual([])
  })

  it('hold no trace of one another, nor of the repository’s own site, in any built file', () => {
    const built = builds
      .filter((build) => !build.failure)
      .map((build) => ({ ...build, traces: siteTraces(build.site.dir) }))
    // A site that did not build fails the test above; the others are still compared.
    expect(built.length).toBeGreaterThanOrEqual(2)
    expect(findTraces(built).map(describeFinding)).toEqual([])
  })
})

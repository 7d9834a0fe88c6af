import { join, relative } from 'node:path'
import { buildSites } from './build-site.ts'
import { exampleSites, projectRoot } from './sites.ts'

/** `npm run examples`: builds every site of examples/ into dist-sites/<name>/, where `npm start -- --site examples/<name>` serves it, and says where each went. */
const examples = exampleSites()
if (examples.length === 0) {
  console.error('There is no site in examples/: each example is a folder there with its site.yaml and public/.')
  process.exit(1)
}
const builds = await buildSites(examples, (site) => join(projectRoot, 'dist-sites', site.name))
for (const { site, dist, failure } of builds) {
  if (failure) console.error(`✗ ${site.label} does not build:\n${failure}\n`)
  else console.log(`✓ ${site.label} → ${relative(projectRoot, dist)}/  (serve it: npm start -- --site ${site.label})`)
}
if (builds.some((build) => build.failure)) process.exit(1)

import { resolve } from 'node:path'
import { buildServer } from './app.ts'
import { lastGoodWarning, nothingToServe, prepareSite, type SiteBuildOptions } from './site-build.ts'
import { distDir } from '../src/build/dist-dir.ts'
import { DataDirProblem } from './storage/data-dir-problem.ts'

/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then serves it. When
 * the build fails, the last good build is served with a loud warning; with none, it explains and exits.
 */
const root = resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const site: SiteBuildOptions = { root, distDir, siteFile: resolve(root, process.env.SITE_YAML ?? 'site.yaml') }

const toServe = prepareSite(site)
if (toServe.kind === 'nothing') {
  console.error(nothingToServe(site))
  process.exit(1)
}
if (toServe.kind === 'last-good') console.error(lastGoodWarning(site, toServe.builtAt))

// The site and the stored submissions outlive one unexpected failure; the log says what it was.
process.on('unhandledRejection', (reason) => console.error('Unexpected error; the server carries on:', reason))

let firstRunPassword: string | undefined
const app = await buildServer({
  distDir,
  receiver: { log: (line) => console.log(line), onFirstRunPassword: (password) => (firstRunPassword = password) },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirProblem)) throw error
  console.error(error.message)
  process.exit(1)
})
const address = await app.listen({ port, host })
console.log(`Site running at ${address}/  (set PORT to change the port)`)
if (toServe.kind === 'last-good') console.error('  (the last good build: see the WARNING above)')
console.log(`Edit it and read form requests at ${address}/admin`)
if (firstRunPassword)
  console.log(
    `  First start: the /admin password is  ${firstRunPassword}\n` +
      '  It is shown only this once and stored only as a hash. Change it in /admin under "Password".',
  )

// Finish answering and close the database cleanly when stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().finally(() => process.exit(0)))

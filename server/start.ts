import { resolve } from 'node:path'
import { buildServer } from './app.ts'
import { lastGoodWarning, nothingToServe, prepareSite, type SiteBuildOptions } from './site-build.ts'
import { distDir } from '../src/build/dist-dir.ts'
import { site as siteFolder, siteFolderProblem } from '../src/build/site-dir.ts'
import { DataDirProblem } from './storage/data-dir-problem.ts'
import { logFormatFromEnv } from './log-format.ts'
import { reasonText, startLog } from './start-log.ts'

/**
 * `npm start [-- --site DIR]`: builds the site when dist/ is missing or older than its sources, then serves it. When
 * the build fails, the last good build is served with a loud warning; with none, it explains and exits.
 */
const root = resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const logFormat = logFormatFromEnv()
const isJson = logFormat === 'json'
// What is said before the server exists (a build's report, a reason to stop), in the format asked for.
const early = startLog(logFormat)
const folderProblem = siteFolderProblem(siteFolder)
if (folderProblem) {
  early.fail(folderProblem)
  process.exit(1)
}
const site: SiteBuildOptions = {
  root,
  distDir,
  siteFile: siteFolder.file,
  publicDir: siteFolder.publicDir,
  ...early.build(root),
}

const toServe = prepareSite(site)
if (toServe.kind === 'nothing') {
  early.fail(nothingToServe(site))
  process.exit(1)
}
if (toServe.kind === 'last-good' && !isJson) console.error(lastGoodWarning(site, toServe.builtAt))

// The site and the stored submissions outlive one unexpected failure; the log says what it was.
let reportUnexpected = (reason: unknown) => early.fail(`Unexpected error; the server carries on: ${reasonText(reason)}`)
process.on('unhandledRejection', (reason) => reportUnexpected(reason))

let firstRunPassword: string | undefined
const app = await buildServer({
  distDir,
  logger: isJson,
  receiver: {
    log: isJson ? undefined : (line) => console.log(line),
    onFirstRunPassword: (password) => (firstRunPassword = password),
  },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirProblem) && !isJson) throw error
  early.fail(error instanceof DataDirProblem ? error.message : reasonText(error))
  process.exit(1)
})
const say = isJson ? (line: string) => app.log.info(line) : (line: string) => console.log(line)
const warn = isJson ? (line: string) => app.log.warn(line) : (line: string) => console.error(line)
if (isJson) reportUnexpected = (reason) => app.log.error({ err: reason }, 'Unexpected error; the server carries on')
if (toServe.kind === 'last-good' && isJson) warn(lastGoodWarning(site, toServe.builtAt))

const address = await app.listen({ port, host })
say(`Site running at ${address}/  (set PORT to change the port)`)
if (toServe.kind === 'last-good') warn('  (the last good build: see the WARNING above)')
say(`Edit it and read form requests at ${address}/admin`)
if (firstRunPassword)
  say(
    `  First start: the /admin password is  ${firstRunPassword}\n` +
      '  It is shown only this once and stored only as a hash. Change it in /admin under "Password".',
  )

// Finish answering and close the database cleanly when stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().finally(() => process.exit(0)))

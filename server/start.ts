import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildServer } from './app.ts'
import { distDir } from '../src/build/dist-dir.ts'

/** `npm start`: builds the site when dist/ is missing or older than its sources, then serves it. */
const root = resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

function needsBuild(): boolean {
  const built = join(distDir, 'site-manifest.json')
  if (!existsSync(built)) return true
  const sources = ['site.yaml', 'src', 'public', 'index.html', 'vite.config.ts'].map((name) => join(root, name))
  return Math.max(...sources.filter(existsSync).map(newestChange)) > statSync(built).mtimeMs
}

if (needsBuild()) {
  console.log('Building the site first…')
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

let firstRunPassword: string | undefined
const app = await buildServer({
  distDir,
  receiver: { log: (line) => console.log(line), onFirstRunPassword: (password) => (firstRunPassword = password) },
})
await app.listen({ port, host })
console.log(`Site running at http://${host}:${port}/  (set PORT to change the port)`)
console.log(`Edit it and read form requests at http://${host}:${port}/admin`)
if (firstRunPassword)
  console.log(
    `  First start: the /admin password is  ${firstRunPassword}\n` +
      '  It is shown only this once and stored only as a hash. Change it in /admin under "Password".',
  )

// Finish answering and close the database cleanly when stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().finally(() => process.exit(0)))

import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { build, mergeConfig } from 'vite'
import { clientDirOf, codeDir, codeVersionFileOf } from '../src/build/code-build.ts'

const root = resolve(import.meta.dirname, '..')

/** Warnings only, and none about how long plugins took. */
const quiet = { logLevel: 'warn', build: { rolldownOptions: { checks: { bundlerTimings: false } } } } as const

/**
 * Builds the code once per deploy into `dir` (.build/ unless SITE_CODE says otherwise): the public
 * pages' islands and styles, the prerender bundle and the /admin app. Content is rendered from it
 * later (src/build/render-site.ts), by the build, the server and every publish.
 */
export async function buildCode(dir = codeDir): Promise<void> {
  const client = clientDirOf(dir)
  // public/ is linked into each rendered site instead, so that uploads need no new build.
  await build(mergeConfig(quiet, { root, build: { outDir: client, emptyOutDir: true, copyPublicDir: false } }))
  await build(
    mergeConfig(quiet, {
      root,
      build: { ssr: 'src/render/entry-server.tsx', outDir: join(dir, 'ssr'), emptyOutDir: true, copyPublicDir: false },
    }),
  )
  await build(
    mergeConfig(quiet, {
      configFile: join(root, 'vite.admin.config.ts'),
      build: { outDir: join(client, 'admin'), emptyOutDir: true },
    }),
  )
  writeFileSync(codeVersionFileOf(dir), `${versionOf(dir)}\n`)
}

/** A hash of every file the code build wrote, names included. */
function versionOf(dir: string): string {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (path !== codeVersionFileOf(dir)) hash.update(relative(dir, path)).update('\0').update(readFileSync(path))
    }
  }
  walk(dir)
  return hash.digest('hex').slice(0, 16)
}

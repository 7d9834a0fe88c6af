import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteData, ShellData } from '../model/site-data.ts'

/**
 * Where `npm run build` puts the code, built once per deploy: `client/` (the browser's assets, the
 * page template index.html and the /admin app) and `ssr/entry-server.js` (the prerender). Publishing
 * renders content with this code and never builds it.
 */
export const codeDir = resolve(import.meta.dirname, '../..', process.env.SITE_CODE ?? '.build')

export const clientDirOf = (dir: string) => join(dir, 'client')
export const ssrEntryOf = (dir: string) => join(dir, 'ssr', 'entry-server.js')
/** A hash of every file of the code build, written by the build: pages rendered by other code are rendered again. */
export const codeVersionFileOf = (dir: string) => join(dir, 'code-version.txt')

/** What the code build is made from, in the project: a change to any of them calls for a new code build. */
export const codeSources = ['src', 'index.html', 'vite.config.ts', 'vite.admin.config.ts', 'package-lock.json']

/** True when a code build exists in `dir` and is newer than every file of its sources under `root`. */
export function isCodeCurrent(root: string, dir = codeDir): boolean {
  const versionFile = codeVersionFileOf(dir)
  if (!existsSync(versionFile)) return false
  const builtAt = statSync(versionFile).mtimeMs
  return codeSources
    .map((name) => join(root, name))
    .filter(existsSync)
    .every((path) => newestChange(path) <= builtAt)
}

/** When the file, or the newest file in the folder, was last changed. */
export function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

export type RenderRoute = (path: string, data: RouteData | null, shell: ShellData) => Promise<string>

/** The built code, ready to render pages with. */
export interface BuiltCode {
  /** The browser's files, linked into every rendered site. */
  clientDir: string
  /** The built index.html: every page is this document, filled in. */
  template: string
  version: string
  renderRoute: RenderRoute
}

/** Loads the code `npm run build` made; throws a plain sentence when there is none. */
export async function loadCode(dir = codeDir): Promise<BuiltCode> {
  let version: string
  let template: string
  try {
    version = readFileSync(codeVersionFileOf(dir), 'utf8').trim()
    template = readFileSync(join(clientDirOf(dir), 'index.html'), 'utf8')
  } catch {
    throw new Error(`The site's code is not built in ${dir}: run \`npm run build\` first.`)
  }
  // React picks its production build by this when first loaded; its development build draws pages three times slower.
  process.env.NODE_ENV ??= 'production'
  // The version in the address: a new build in the same folder is loaded afresh, not taken from the module cache.
  const entry = `${pathToFileURL(ssrEntryOf(dir)).href}?v=${version}`
  const { renderRoute } = (await import(entry)) as { renderRoute: RenderRoute }
  return { clientDir: clientDirOf(dir), template, version, renderRoute }
}

import { cpSync, readdirSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The project's own folder, the one a copy is made of. */
export const projectRoot = resolve(import.meta.dirname, '..', '..')

/** What a copy leaves out: git's folder, the modules (linked instead), builds, test output and helpers' scratch folders. */
const notCopied = new Set(['.git', 'node_modules', 'dist', '.build', '.data', 'test-results', 'playwright-report'])
const isCopied = (name: string) => !notCopied.has(name) && !/^(dist-|\.helper-)/.test(name)

/**
 * Copies the project's sources into the empty folder `into`, so that a test may run, build or publish the copy without
 * touching the project. `preserveTimestamps` keeps the files' times, so that a build copied in after them stays newer.
 */
export function copyProjectSources(into: string, { preserveTimestamps = false } = {}): void {
  for (const name of readdirSync(projectRoot).filter(isCopied))
    cpSync(join(projectRoot, name), join(into, name), { recursive: true, preserveTimestamps })
}

/** Links the project's node_modules into the copy `into`, so that its programs run without installing anything. */
export function linkProjectModules(into: string): void {
  symlinkSync(join(projectRoot, 'node_modules'), join(into, 'node_modules'), 'dir')
}

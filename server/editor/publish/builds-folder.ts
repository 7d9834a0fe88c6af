import { randomBytes } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const buildName = /^\d{8}-\d{9}-[0-9a-f]{4}$/
const draftName = /^\d{8}-\d{9}-[0-9a-f]{4}\.yaml$/

/** A unique folder name for a build that sorts by time, such as 20250412-083000123-9f2c. */
export function newBuildName(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17)
  return `${stamp.slice(0, 8)}-${stamp.slice(8)}-${randomBytes(2).toString('hex')}`
}

/**
 * Removes older builds from `buildsDir`, keeping the newest `keep` and always `serving`, and the draft
 * files older versions of the server left beside them. Only names made by `newBuildName` are touched. Call it only
 * while no build runs. Returns the names removed.
 */
export function pruneBuilds(buildsDir: string, keep: number, serving: string): string[] {
  const entries = readdirSync(buildsDir, { withFileTypes: true })
  const builds = entries
    .filter((entry) => entry.isDirectory() && buildName.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  const drafts = entries.filter((entry) => entry.isFile() && draftName.test(entry.name)).map((entry) => entry.name)
  const removed = builds
    .slice(0, Math.max(0, builds.length - Math.max(1, keep)))
    .filter((name) => resolve(buildsDir, name) !== resolve(serving))
    .concat(drafts)
  for (const name of removed) rmSync(join(buildsDir, name), { recursive: true, force: true })
  return removed
}

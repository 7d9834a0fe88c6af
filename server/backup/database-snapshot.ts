import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { versionOf } from '../editor/site-source.ts'

/** All the pages of the database in one step of the online backup: one read, so one consistent moment. */
const allPages = () => 0x7fffffff

/** How long the copy waits for a write of the server's to end (it only reads, so only a checkpoint holds it). */
const busyWaitMs = 5000

/** The newest version of site.yaml in a copy's History. The copy is left one file, with no write-ahead log. */
function newestVersionIn(copy: string): string | undefined {
  const db = new Database(copy, { fileMustExist: true })
  try {
    db.pragma('journal_mode = DELETE')
    return db.prepare<[], { version: string }>('SELECT version FROM publishes ORDER BY id DESC LIMIT 1').get()?.version
  } finally {
    db.close()
  }
}

/** How often the copy is taken again when a publish was half done as it was taken. */
const attempts = 5
const pauseMs = 200

/**
 * Copies the live database to `target` with SQLite's online backup, while the server keeps writing, and
 * returns site.yaml as it was then. A publish writes site.yaml and then records it in the History; a copy
 * taken between the two is taken again, so the copy's newest History entry is the site.yaml returned
 * (unless site.yaml was edited by hand since the last publish, which stays so however often it is taken).
 */
export async function snapshotDatabase(databaseFile: string, siteYamlFile: string, target: string): Promise<Buffer> {
  const db = new Database(databaseFile, { fileMustExist: true })
  try {
    db.pragma(`busy_timeout = ${busyWaitMs}`)
    let siteYaml = readFileSync(siteYamlFile)
    for (let attempt = 1; ; attempt++) {
      await db.backup(target, { progress: allPages })
      const after = readFileSync(siteYamlFile)
      const isSettled = after.equals(siteYaml) && [undefined, versionOf(after)].includes(newestVersionIn(target))
      if (isSettled || attempt === attempts) return after
      siteYaml = after
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  } finally {
    db.close()
  }
}

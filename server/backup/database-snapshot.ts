import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { versionOf } from '../editor/site-source.ts'
import type { Db } from '../storage/database.ts'

/** All the pages of the database in one step of the online backup: one read, so one consistent moment. */
const allPages = () => 0x7fffffff

/** How long the copy waits for a write of the server's to end (it only reads, so only a checkpoint holds it). */
const busyWaitMs = 5000

/** Runs `work` on the live database at `file`, opened for copying. */
async function withLive<T>(file: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = new Database(file, { fileMustExist: true })
  try {
    db.pragma(`busy_timeout = ${busyWaitMs}`)
    return await work(db)
  } finally {
    db.close()
  }
}

/** One online copy of `live` to `target`, left one file, with no write-ahead log. */
async function copyOnce(live: Db, target: string): Promise<void> {
  await live.backup(target, { progress: allPages })
  const copy = new Database(target, { fileMustExist: true })
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
}

/** Copies the live database `file` to `target` with SQLite's online backup, while the server keeps writing. */
export const copyDatabase = (file: string, target: string): Promise<void> =>
  withLive(file, (live) => copyOnce(live, target))

/** The newest version of site.yaml in a copy's History. */
function newestVersionIn(copy: string): string | undefined {
  const db = new Database(copy, { readonly: true, fileMustExist: true })
  try {
    return db.prepare<[], { version: string }>('SELECT version FROM publishes ORDER BY id DESC LIMIT 1').get()?.version
  } finally {
    db.close()
  }
}

/** How often the copy is taken again when a publish was half done as it was taken. */
const attempts = 5
const pauseMs = 200

/**
 * Copies the live site database to `target` as `copyDatabase` does and returns site.yaml as it was then.
 * A publish writes site.yaml and then records it in the History; a copy taken between the two is taken
 * again, so the copy's newest History entry is the site.yaml returned (unless site.yaml was edited by hand
 * since the last publish, which stays so however often it is taken).
 */
export const snapshotDatabase = (databaseFile: string, siteYamlFile: string, target: string): Promise<Buffer> =>
  withLive(databaseFile, async (live) => {
    let siteYaml = readFileSync(siteYamlFile)
    for (let attempt = 1; ; attempt++) {
      await copyOnce(live, target)
      const after = readFileSync(siteYamlFile)
      const isSettled = after.equals(siteYaml) && [undefined, versionOf(after)].includes(newestVersionIn(target))
      if (isSettled || attempt === attempts) return after
      siteYaml = after
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })

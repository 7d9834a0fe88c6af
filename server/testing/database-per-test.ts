import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { openDatabase, type Db } from '../storage/database.ts'

/**
 * For tests, called at the top of a file: before each test, a new data folder named after `name` with the database
 * open in it; after each, the database closed and the folder removed. Read `dir` and `db` within the tests.
 */
export function databasePerTest(name: string): { readonly dir: string; readonly db: Db } {
  let opened: { dir: string; db: Db } | undefined
  beforeEach(() => {
    const dir = mkdtempSync(join(tmpdir(), `${name}-`))
    opened = { dir, db: openDatabase(dir) }
  })
  afterEach(() => {
    opened?.db.close()
    if (opened) rmSync(opened.dir, { recursive: true, force: true })
    opened = undefined
  })
  const current = () => {
    if (!opened) throw new Error('databasePerTest gives a database within a test only')
    return opened
  }
  return {
    get dir() {
      return current().dir
    },
    get db() {
      return current().db
    },
  }
}

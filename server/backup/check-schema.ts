import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loginThrottle } from '../admin/login/login-throttle.ts'
import { openDatabase, type Db } from '../storage/database.ts'
import { openVisitsDatabase } from '../visits/visits-database.ts'
import { migrationsOf } from './backup-manifest.ts'
import { archiveNames } from './backup-places.ts'

/** A table, index, view or trigger as `sqlite_schema` lists it. */
interface SchemaObject {
  type: string
  name: string
  sql: string | null
}

type Schema = Map<string, SchemaObject>
type DatabaseName = typeof archiveNames.database | typeof archiveNames.visits

/** The site database as the server opens it: migrated, with the table the login throttle makes as it starts. */
function openSiteDatabase(dataDir: string): Db {
  const db = openDatabase(dataDir)
  loginThrottle(db)
  return db
}

/** How the server opens each database: creating it, or bringing it to this version's schema. */
const openers: Record<DatabaseName, (dataDir: string) => Db> = {
  [archiveNames.database]: openSiteDatabase,
  [archiveNames.visits]: openVisitsDatabase,
}

/** What a restore calls each database when it speaks of it, with the verbs that agree with it. */
const spoken: Record<DatabaseName, { it: string; holds: string; has: string }> = {
  [archiveNames.database]: { it: 'its database', holds: 'holds', has: 'has' },
  [archiveNames.visits]: { it: 'its visit counts', holds: 'hold', has: 'have' },
}

// ANALYZE's statistics, which SQLite writes of itself: they steer its queries, and run nothing.
const isStatistics = ({ type, name }: SchemaObject) => type === 'table' && /^sqlite_stat\d$/.test(name)

function schemaOf(db: Db): Schema {
  const objects = db.prepare<[], SchemaObject>('SELECT type, name, sql FROM sqlite_schema').all()
  return new Map(
    objects.filter((object) => !isStatistics(object)).map((object) => [`${object.type} ${object.name}`, object]),
  )
}

/** The schema, and the migrations recorded, of a database of `name` made new by this version. */
function fresh(name: DatabaseName): { schema: Schema; migrations: string[] } {
  const folder = mkdtempSync(join(tmpdir(), 'fresh-schema-'))
  try {
    const db = openers[name](folder)
    try {
      return { schema: schemaOf(db), migrations: migrationsOf(db) }
    } finally {
      db.close()
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The schema changes this version makes to a database of `name`, in order. */
export const knownMigrationsOf = (name: DatabaseName): string[] => fresh(name).migrations

function read<T>(file: string, work: (db: Db) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** The schema changes recorded in the database `file` itself, in order. */
export const migrationsIn = (file: string): string[] => read(file, migrationsOf)

const kindWords: Record<string, string> = { table: 'a table', index: 'an index', view: 'a view', trigger: 'a trigger' }
const objectInWords = ({ type, name }: SchemaObject) => `${kindWords[type] ?? `a ${type}`} (${name})`

/**
 * Why the database `name` unpacked in `folder` is not one this version's migrations make, in words; undefined
 * when it is. It is refused while it holds any trigger, view, table or index they never make, before any of its
 * SQL runs; then it is brought to this version's schema, as the server would on start, and must match a new
 * database's schema exactly.
 */
export function strangeSchema(folder: string, name: DatabaseName): string | undefined {
  const expected = fresh(name).schema
  const file = join(folder, name)
  const found = read(file, schemaOf)
  const planted = [...found].find(([key]) => !expected.has(key))
  const { it, holds, has } = spoken[name]
  if (planted) return `${it} ${holds} ${objectInWords(planted[1])} that this site never makes`
  try {
    openers[name](folder).close()
  } catch {
    return `${it} cannot be brought up to date`
  }
  const migrated = read(file, schemaOf)
  for (const [key, object] of expected)
    if (migrated.get(key)?.sql !== object.sql)
      return `${it} ${has} ${objectInWords(object)} that is not as this site makes it`
  const added = [...migrated.values()].find((object) => !expected.has(`${object.type} ${object.name}`))
  return added ? `${it} ${holds} ${objectInWords(added)} that this site never makes` : undefined
}

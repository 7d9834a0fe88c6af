import Database from 'better-sqlite3'
import type { Db } from '../storage/database.ts'

const runners = new Set<PropertyKey>(['run', 'get', 'all', 'iterate'])

/**
 * For tests: the database as it is, except that statements whose SQL matches a fault throw that
 * fault's SQLite error (SQLITE_FULL for a full disk, SQLITE_BUSY for a lock another process holds)
 * until `heal` is called.
 */
export function faultyDatabase(db: Db) {
  let fault: { sql: RegExp; code: string } | undefined

  const failing = (statement: Database.Statement, sql: string) =>
    new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (runners.has(property) && fault?.sql.test(sql))
            throw new Database.SqliteError(`injected ${fault.code}`, fault.code)
          const result: unknown = Reflect.apply(value, target, args)
          return result === target ? failing(target, sql) : result
        }
      },
    })

  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => failing(target.prepare(sql), sql)
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })

  return {
    db: proxy,
    /** From now on, statements matching `sql` throw an SQLite error with this code. */
    fail(sql: RegExp, code: string) {
      fault = { sql, code }
    },
    heal() {
      fault = undefined
    },
  }
}

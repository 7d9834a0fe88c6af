import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { buildServer } from '../app.ts'
import type { Deliver } from '../outbox/outbox.ts'
import { testForms } from '../../src/testing/test-forms.ts'
import { makeDist } from './fixtures.ts'
import { settingsFromEnv, type ReceiverSettings } from '../receiver/settings.ts'

export interface TestServer {
  app: FastifyInstance
  base: string
  dataDir: string
  /** Runs a read-only query on the server's database. */
  query<T>(sql: string, ...params: unknown[]): T[]
  close(): Promise<void>
}

/** The whole server on 127.0.0.1 with a temporary site and data folder. */
export async function startTestServer(
  options: {
    forms?: Record<string, FormDefinition>
    settings?: Partial<ReceiverSettings>
    channels?: Record<string, Deliver>
    dataDir?: string
    onFirstRunPassword?: (password: string) => void
    /** Gets every line the receiver logs. */
    log?: (line: string) => void
    requestTimeoutMs?: number
    /** The proxies whose forwarded headers are believed; TRUST_PROXY when left out. */
    trustProxy?: string[] | false
    /** Holds the site.yaml and public/ the editor publishes (the project itself when left out). */
    projectRoot?: string
    /** Adds to or changes the built site before the server starts serving it. */
    withDist?: (dist: string) => void
  } = {},
): Promise<TestServer> {
  const dist = makeDist(options.forms ?? testForms)
  options.withDist?.(dist)
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'receiver-data-'))
  const settings = {
    ...settingsFromEnv({}, 'https://cleaners.test'),
    postsPerMinute: 100_000,
    requestsPerAddressPerDay: 100_000,
    dataDir,
    ...options.settings,
  }
  const app = await buildServer({
    distDir: dist,
    requestTimeoutMs: options.requestTimeoutMs,
    trustProxy: options.trustProxy,
    receiver: {
      settings,
      channels: options.channels,
      log: options.log ?? (process.env.DEBUG_RECEIVER ? console.log : undefined),
      onFirstRunPassword: options.onFirstRunPassword,
      projectRoot: options.projectRoot,
    },
  })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    base,
    dataDir,
    query: <T>(sql: string, ...params: unknown[]) => {
      const db = new Database(join(dataDir, 'site.db'), { readonly: true })
      try {
        return db.prepare(sql).all(...params) as T[]
      } finally {
        db.close()
      }
    },
    close: async () => {
      const closing = app.close()
      // A keep-alive connection whose answer the test never read would otherwise hold the close for a minute.
      app.server.closeAllConnections()
      await closing
      rmSync(dist, { recursive: true, force: true })
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** POSTs JSON (or any text) to the server. */
export function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

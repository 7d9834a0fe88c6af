import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { openDatabase, type Db } from './database.ts'
import { markServing } from './server-pid.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database: submissions, the outbox, admin sessions and publish history. */
    db: Db
  }
}

export interface StorageOptions {
  /** The folder of the SQLite database. */
  dataDir: string
}

/**
 * Opens the database in `dataDir` as `app.db` for the plugins registered after it, and closes it when
 * the server closes, once they have stopped using it. Throws DataDirProblem when the folder is unusable.
 * While it is open, server.pid in `dataDir` names this process, so that a restore can refuse to run.
 */
export const storage = fastifyPlugin(
  async (app: FastifyInstance, { dataDir }: StorageOptions) => {
    const db = openDatabase(dataDir)
    app.decorate('db', db)
    const unmark = markServing(dataDir)
    app.addHook('onClose', async () => {
      db.close()
      unmark()
    })
  },
  { name: 'storage', fastify: '5.x' },
)

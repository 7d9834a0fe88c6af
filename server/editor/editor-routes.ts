import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteForEditor } from '../../src/model/admin-api.ts'
import { PublicFiles } from '../../src/validation/public-files.ts'
import type { AdminGuard } from '../admin/admin-session.ts'
import type { Publisher } from './publisher.ts'
import { authorOf, publishAnswer } from './publish-answer.ts'
import type { HistoryStore } from './history.ts'
import { draftRoutes } from './draft-routes.ts'
import type { Db } from '../storage/database.ts'
import { maxUploadBytes, storeUpload, UploadRefused } from './uploads.ts'
import { answerRefusals } from '../work/draft-route.ts'
import type { SiteWork } from '../work/site-work.ts'

export interface EditorRoutesOptions {
  projectRoot: string
  guard: AdminGuard
  publisher: Publisher
  history: HistoryStore
  log: (message: string) => void
  /** Checks, previews and diffs run here, off the thread that answers visitors. */
  work: SiteWork
  /** Where drafts are kept. */
  db: Db
}

/** The editor's calls: the site's text and schema, drafts (see draft-routes.ts), history, uploads. */
export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions): Promise<void> {
  const { projectRoot, guard, publisher, history, log, work } = options
  const publicDir = join(projectRoot, 'public')
  const schemaFile = join(projectRoot, 'schema', 'site.schema.json')
  // The first check compiles the schema; done now, the editor's first check is as quick as the rest.
  setImmediate(() => void work.run('check', { text: publisher.current().text, publicDir }).catch(() => {}))
  await app.register(draftRoutes, options)

  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes + 1024 },
    (_request, body, done) => done(null, body),
  )

  app.get('/admin/api/site', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const { text, version } = publisher.current()
    const answer: SiteForEditor = {
      text,
      version,
      schema: JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>,
      publicFiles: new PublicFiles(publicDir).list(),
    }
    return answer
  })

  app.get('/admin/api/history', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    return history.list()
  })

  app.get<{ Params: { id: string } }>(
    '/admin/api/history/:id',
    { errorHandler: answerRefusals },
    async (request, reply) => {
      if (!guard.require(request, reply)) return reply
      const entry = history.get(Number(request.params.id))
      if (!entry) return reply.code(404).send({ error: 'There is no such version.' })
      const { text, ...rest } = entry
      const before = history.previous(entry.id)?.text ?? ''
      return { entry: rest, text, diff: await work.run('diff', { before, after: text }) }
    },
  )

  app.post<{ Params: { id: string } }>(
    '/admin/api/history/:id/restore',
    { bodyLimit: 4096, compress: false },
    (request, reply) => {
      if (!guard.require(request, reply)) return reply
      const entry = history.get(Number(request.params.id))
      if (!entry) return reply.code(404).send({ error: 'There is no such version.' })
      const { version } = publisher.current()
      return publishAnswer(
        reply,
        publisher,
        { text: entry.text, baseVersion: version, author: authorOf(request.body) },
        log,
      )
    },
  )

  app.post('/admin/api/uploads', { bodyLimit: maxUploadBytes + 1024 }, async (request, reply) => {
    if (!guard.require(request, reply)) return reply
    if (!Buffer.isBuffer(request.body))
      return reply.code(415).send({ error: 'Send the picture itself as the body of the request.' })
    const name = request.headers['x-file-name']
    try {
      const stored = await storeUpload(
        request.body,
        typeof name === 'string' ? decodeURIComponent(name) : '',
        publicDir,
      )
      log(`editor: picture stored at ${stored.src}`)
      return reply.code(201).send(stored)
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message })
      throw error
    }
  })
}

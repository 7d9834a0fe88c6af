import type { FastifyInstance, FastifyReply } from 'fastify'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DraftCheck, DraftProblem, PublishEvent, SiteForEditor } from '../../src/model/admin-api.ts'
import { PublicFiles } from '../../src/validation/public-files.ts'
import type { Problem } from '../../src/validation/problem.ts'
import type { AdminGuard } from '../admin/admin-session.ts'
import { draftSite } from './draft-site.ts'
import type { Publisher, PublishOutcome, PublishRequest } from './publisher.ts'
import type { HistoryStore } from './history.ts'
import { changeCount } from './changed-paths.ts'
import { textDiff } from './text-diff.ts'
import { maxUploadBytes, storeUpload, UploadRefused } from './uploads.ts'

export interface EditorRoutesOptions {
  projectRoot: string
  guard: AdminGuard
  publisher: Publisher
  history: HistoryStore
  log: (message: string) => void
}

/** The whole of site.yaml, and a little room for the JSON around it. */
const draftBodyLimit = 2 * 1024 * 1024

const toDraftProblem = ({ line, col, message, hint }: Problem): DraftProblem => ({
  line,
  col,
  message,
  ...(hint ? { hint } : {}),
})

function publishEvent(outcome: PublishOutcome): PublishEvent {
  if (outcome.ok) {
    const { id, version, changed, commit, warnings } = outcome
    return { outcome: 'published', id, version, changed, commit, warnings }
  }
  const { reason, message, problems } = outcome
  return { outcome: 'refused', reason, message, ...(problems ? { problems: problems.map(toDraftProblem) } : {}) }
}

/** The editor's calls: the site's text and schema, checking and previewing drafts, publishing, history, uploads. */
export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions): Promise<void> {
  const { projectRoot, guard, publisher, history, log } = options
  const publicDir = join(projectRoot, 'public')
  const drafts = draftSite(publicDir)
  const schemaFile = join(projectRoot, 'schema', 'site.schema.json')
  // The first check compiles the schema; done now, the editor's first check is as quick as the rest.
  setImmediate(() => drafts.check(publisher.current().text))

  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes + 1024 },
    (_request, body, done) => done(null, body),
  )

  const textOf = (body: unknown) =>
    typeof body === 'object' && body !== null && typeof (body as { text?: unknown }).text === 'string'
      ? (body as { text: string }).text
      : undefined

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

  app.post('/admin/api/check', { bodyLimit: draftBodyLimit }, (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const text = textOf(request.body)
    if (text === undefined) return reply.code(400).send({ error: 'Send the draft as { "text": "…" }.' })
    const started = performance.now()
    const { errors, warnings } = drafts.check(text)
    const answer: DraftCheck = {
      errors: errors.map(toDraftProblem),
      warnings: warnings.map(toDraftProblem),
      ms: Math.round(performance.now() - started),
    }
    return answer
  })

  app.post('/admin/api/preview', { bodyLimit: draftBodyLimit }, (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const text = textOf(request.body)
    const path = (request.body as { path?: unknown }).path
    if (text === undefined || typeof path !== 'string')
      return reply.code(400).send({ error: 'Send { "text": "…", "path": "/…" }.' })
    const drawn = drafts.preview(text, path)
    if (!drawn)
      return reply.code(422).send({ error: 'The draft has mistakes; the preview shows it again once they are fixed.' })
    return drawn
  })

  const streamPublish = async (reply: FastifyReply, request: PublishRequest) => {
    void reply.raw.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    const send = (event: PublishEvent) => reply.raw.write(`${JSON.stringify(event)}\n`)
    const outcome = await publisher.publish(request, (step, detail) => send({ step, ...(detail ? { detail } : {}) }))
    log(
      outcome.ok
        ? `editor: published by ${request.author || 'someone'} (${changeCount(outcome.changed)} changes)`
        : `editor: publish refused (${outcome.reason})`,
    )
    send(publishEvent(outcome))
    reply.raw.end()
    return reply
  }

  const authorOf = (body: unknown) => {
    const author = (body as { author?: unknown } | null)?.author
    return typeof author === 'string' ? author.trim().slice(0, 80) : ''
  }

  app.post('/admin/api/publish', { bodyLimit: draftBodyLimit, compress: false }, (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const text = textOf(request.body)
    const baseVersion = (request.body as { baseVersion?: unknown }).baseVersion
    if (text === undefined || typeof baseVersion !== 'string')
      return reply.code(400).send({ error: 'Send { "text": "…", "baseVersion": "…", "author": "…" }.' })
    return streamPublish(reply, { text, baseVersion, author: authorOf(request.body) })
  })

  app.get('/admin/api/history', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    return history.list()
  })

  app.get<{ Params: { id: string } }>('/admin/api/history/:id', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const entry = history.get(Number(request.params.id))
    if (!entry) return reply.code(404).send({ error: 'There is no such version.' })
    const { text, ...rest } = entry
    const before = history.previous(entry.id)?.text ?? ''
    return { entry: rest, text, diff: textDiff(before, text) }
  })

  app.post<{ Params: { id: string } }>(
    '/admin/api/history/:id/restore',
    { bodyLimit: 4096, compress: false },
    (request, reply) => {
      if (!guard.require(request, reply)) return reply
      const entry = history.get(Number(request.params.id))
      if (!entry) return reply.code(404).send({ error: 'There is no such version.' })
      const { version } = publisher.current()
      return streamPublish(reply, { text: entry.text, baseVersion: version, author: authorOf(request.body) })
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
      drafts.forgetFiles()
      return reply.code(201).send(stored)
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message })
      throw error
    }
  })
}

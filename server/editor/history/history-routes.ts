import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { HistoryDetail } from '../../../src/model/admin-api.ts'
import type { HistoryItemRef, HistoryListEntry, HistoryPlan } from '../../../src/model/history-api.ts'
import { isRecord } from '../../../src/model/is-record.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import type { EditorRoutesOptions, WithId } from '../editor-options.ts'
import type { ActionOutcome } from './history-actions.ts'
import { historyMessages as messages } from './history-messages.ts'
import { historySummaries } from './history-summaries.ts'
import { authorIn, publishAnswer } from '../publish/publish-answer.ts'

export type HistoryRoutesOptions = Pick<EditorRoutesOptions, 'guard' | 'publisher' | 'history' | 'work' | 'log'>

const lookRoute = { errorHandler: answerRefusals, config: allow.website } as const
const actionRoute = { ...lookRoute, bodyLimit: 4096, compress: false } as const

const isItemRef = (value: unknown): value is HistoryItemRef =>
  isRecord(value) &&
  (value.kind === 'page' || value.kind === 'post') &&
  typeof value.key === 'string' &&
  value.key !== '' &&
  value.key.length <= 300

/** What undoing or bringing back asks for, or the sentence saying what is wrong with the body. */
function actionBody(request: FastifyRequest): { author: string; version: string; replaceLater: boolean } | string {
  const { body } = request
  if (!isRecord(body) || typeof body.version !== 'string') return messages.badRequest
  if (body.replaceLater !== undefined && typeof body.replaceLater !== 'boolean') return messages.badRequest
  const author = authorIn(request)
  if (!author) return messages.noName
  return { author, version: body.version, replaceLater: body.replaceLater === true }
}

/**
 * History: every version that went live, each said in words; one publish's changes undone, or one
 * page or post brought back as it was, each previewed first and done as a new publish.
 */
export async function historyRoutes(app: FastifyInstance, options: HistoryRoutesOptions): Promise<void> {
  const { guard, publisher, history, work, log } = options
  const summaries = historySummaries(history, work)
  guardAdminRoutes(app, guard)

  /** The version named in the address with the one before it, or undefined with a 404 already sent. */
  const versionOf = (id: string, reply: FastifyReply) => {
    const entry = /^\d{1,15}$/.test(id) ? history.get(Number(id)) : undefined
    if (!entry) void reply.code(404).send({ error: messages.noSuchVersion })
    return entry && { entry, before: history.previous(entry.id) }
  }

  app.get('/admin/api/history', lookRoute, async () => {
    const entries = history.list()
    const oldest = entries.at(-1)
    const beforeOldest = oldest && history.previous(oldest.id)
    const hasRemovedOlder = beforeOldest === undefined && history.hasRemovedOlder()
    await summaries.describe(entries, beforeOldest)
    return entries.map((entry, index): HistoryListEntry => ({
      ...entry,
      summary: summaries.of(entry.id),
      canUndo: index < entries.length - 1 || beforeOldest !== undefined,
      ...(hasRemovedOlder && index === entries.length - 1 ? { olderRemoved: true } : {}),
    }))
  })

  /** Why a version cannot be undone: it is the oldest kept. */
  const noneBefore = () => (history.hasRemovedOlder() ? messages.olderRemoved : messages.firstVersion)

  app.get<WithId>('/admin/api/history/:id', lookRoute, async (request, reply) => {
    const found = versionOf(request.params.id, reply)
    if (!found) return reply
    const { text, ...entry } = found.entry
    const diff = await work.run('diff', { before: found.before?.text ?? '', after: text })
    return { entry, text, diff } satisfies HistoryDetail
  })

  /** The plan the outcome of an action makes, on the live version. */
  const planOf = (outcome: ActionOutcome, version: string): HistoryPlan => ({
    version,
    changes: outcome.changes ?? [],
    laterWork: outcome.laterWork,
    ...(outcome.ok ? {} : { refusal: outcome.refusal }),
  })

  /** Publishes an action's outcome when the body names the version it was previewed on; a 4xx sentence otherwise. */
  const publishOutcome = (reply: FastifyReply, outcome: ActionOutcome, author: string, version: string) => {
    if (!outcome.ok) return reply.code(409).send({ error: outcome.refusal, laterWork: outcome.laterWork })
    if (outcome.changes.length === 0) return reply.code(409).send({ error: messages.nothingToDo })
    return publishAnswer(reply, publisher, { text: outcome.text, baseVersion: version, author }, log)
  }

  const undo = (entry: { text: string }, before: { text: string }, replaceLater: boolean) =>
    work.run('undoPublish', {
      afterText: entry.text,
      beforeText: before.text,
      liveText: publisher.current().text,
      replaceLater,
    })

  app.get<WithId>('/admin/api/history/:id/undo', lookRoute, async (request, reply) => {
    const found = versionOf(request.params.id, reply)
    if (!found) return reply
    if (!found.before) return reply.code(409).send({ error: noneBefore() })
    const { version } = publisher.current()
    const outcome = await undo(found.entry, found.before, true)
    return planOf(outcome, version)
  })

  app.post<WithId>('/admin/api/history/:id/undo', actionRoute, async (request, reply) => {
    const body = actionBody(request)
    if (typeof body === 'string') return reply.code(400).send({ error: body })
    const found = versionOf(request.params.id, reply)
    if (!found) return reply
    if (!found.before) return reply.code(409).send({ error: noneBefore() })
    if (publisher.current().version !== body.version) return reply.code(409).send({ error: messages.moved })
    const outcome = await undo(found.entry, found.before, body.replaceLater)
    return publishOutcome(reply, outcome, body.author, body.version)
  })

  app.get<WithId>('/admin/api/history/:id/items', lookRoute, async (request, reply) => {
    const found = versionOf(request.params.id, reply)
    if (!found) return reply
    return work.run('historyItems', { versionText: found.entry.text, liveText: publisher.current().text })
  })

  const bringBack = (entry: { text: string }, item: HistoryItemRef) =>
    work.run('bringBack', { versionText: entry.text, liveText: publisher.current().text, item })

  app.get<WithId & { Querystring: Record<string, unknown> }>(
    '/admin/api/history/:id/bring-back',
    lookRoute,
    async (request, reply) => {
      const item = { kind: request.query.kind, key: request.query.key }
      if (!isItemRef(item)) return reply.code(400).send({ error: messages.badRequest })
      const found = versionOf(request.params.id, reply)
      if (!found) return reply
      const { version } = publisher.current()
      return planOf(await bringBack(found.entry, item), version)
    },
  )

  app.post<WithId>('/admin/api/history/:id/bring-back', actionRoute, async (request, reply) => {
    const body = actionBody(request)
    if (typeof body === 'string') return reply.code(400).send({ error: body })
    const item = isRecord(request.body) ? { kind: request.body.kind, key: request.body.key } : undefined
    if (!isItemRef(item)) return reply.code(400).send({ error: messages.badRequest })
    const found = versionOf(request.params.id, reply)
    if (!found) return reply
    if (publisher.current().version !== body.version) return reply.code(409).send({ error: messages.moved })
    return publishOutcome(reply, await bringBack(found.entry, item), body.author, body.version)
  })
}

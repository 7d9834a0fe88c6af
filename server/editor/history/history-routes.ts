import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import {
  bringBackActionSchema,
  bringBackItemSchema,
  historyActionSchema,
  historyDetailSchema,
  historyItemRefSchema,
  historyListEntrySchema,
  historyPlanSchema,
  type HistoryItemRef,
  type HistoryListEntry,
  type HistoryPlan,
} from '../../../src/model/contracts/history.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import type { EditorRoutesOptions } from '../editor-options.ts'
import type { ActionOutcome } from './history-actions.ts'
import { historyMessages as messages } from './history-messages.ts'
import { historySummaries } from './history-summaries.ts'
import { authorIn, publishAnswer, publishAnswerSchemas } from '../publish/publish-answer.ts'

export type HistoryRoutesOptions = Pick<EditorRoutesOptions, 'guard' | 'publisher' | 'history' | 'work' | 'log'>

const lookRoute = { errorHandler: answerRefusals, config: allow.website } as const
const actionRoute = { ...lookRoute, bodyLimit: 4096, compress: false } as const
const versionAddress = Type.Object({ id: Type.String() })
const noSuchVersion = { error: messages.noSuchVersion }

/**
 * History: every version that went live, each said in words; one publish's changes undone, or one
 * page or post brought back as it was, each previewed first and done as a new publish.
 */
export async function historyRoutes(plugin: FastifyInstance, options: HistoryRoutesOptions): Promise<void> {
  const { guard, publisher, history, work, log } = options
  const summaries = historySummaries(history, work)
  guardAdminRoutes(plugin, guard)
  const app = typedRoutes(plugin, messages.badRequest)

  /** The version named in the address with the one before it, if there is one. */
  const versionOf = (id: string) => {
    const entry = /^\d{1,15}$/.test(id) ? history.get(Number(id)) : undefined
    return entry && { entry, before: history.previous(entry.id) }
  }

  app.get(
    '/admin/api/history',
    { ...lookRoute, schema: { response: { 200: Type.Array(historyListEntrySchema), ...refusals } } },
    async () => {
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
    },
  )

  /** Why a version cannot be undone: it is the oldest kept. */
  const noneBefore = () => (history.hasRemovedOlder() ? messages.olderRemoved : messages.firstVersion)

  app.get(
    '/admin/api/history/:id',
    { ...lookRoute, schema: { params: versionAddress, response: { 200: historyDetailSchema, ...refusals } } },
    async (request, reply) => {
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      const { text, ...entry } = found.entry
      const diff = await work.run('diff', { before: found.before?.text ?? '', after: text })
      return { entry, text, diff }
    },
  )

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

  app.get(
    '/admin/api/history/:id/undo',
    { ...lookRoute, schema: { params: versionAddress, response: { 200: historyPlanSchema, ...refusals } } },
    async (request, reply) => {
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      if (!found.before) return reply.code(409).send({ error: noneBefore() })
      const { version } = publisher.current()
      const outcome = await undo(found.entry, found.before, true)
      return planOf(outcome, version)
    },
  )

  app.post(
    '/admin/api/history/:id/undo',
    { ...actionRoute, schema: { params: versionAddress, body: historyActionSchema, response: publishAnswerSchemas } },
    async (request, reply) => {
      const { version, replaceLater = false } = request.body
      const author = authorIn(request)
      if (!author) return reply.code(400).send({ error: messages.noName })
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      if (!found.before) return reply.code(409).send({ error: noneBefore() })
      if (publisher.current().version !== version) return reply.code(409).send({ error: messages.moved })
      const outcome = await undo(found.entry, found.before, replaceLater)
      return publishOutcome(reply, outcome, author, version)
    },
  )

  app.get(
    '/admin/api/history/:id/items',
    {
      ...lookRoute,
      schema: { params: versionAddress, response: { 200: Type.Array(bringBackItemSchema), ...refusals } },
    },
    async (request, reply) => {
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      return work.run('historyItems', { versionText: found.entry.text, liveText: publisher.current().text })
    },
  )

  const bringBack = (entry: { text: string }, item: HistoryItemRef) =>
    work.run('bringBack', { versionText: entry.text, liveText: publisher.current().text, item })

  app.get(
    '/admin/api/history/:id/bring-back',
    {
      ...lookRoute,
      schema: {
        params: versionAddress,
        querystring: historyItemRefSchema,
        response: { 200: historyPlanSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      const { version } = publisher.current()
      return planOf(await bringBack(found.entry, request.query), version)
    },
  )

  app.post(
    '/admin/api/history/:id/bring-back',
    { ...actionRoute, schema: { params: versionAddress, body: bringBackActionSchema, response: publishAnswerSchemas } },
    async (request, reply) => {
      const { version, kind, key } = request.body
      const author = authorIn(request)
      if (!author) return reply.code(400).send({ error: messages.noName })
      const found = versionOf(request.params.id)
      if (!found) return reply.code(404).send(noSuchVersion)
      if (publisher.current().version !== version) return reply.code(409).send({ error: messages.moved })
      return publishOutcome(reply, await bringBack(found.entry, { kind, key }), author, version)
    },
  )
}

import type { FastifyInstance, FastifyReply } from 'fastify'
import { join } from 'node:path'
import type { HistoryItemRef } from '../../../src/model/history-api.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import type { EditorRoutesOptions } from '../editor-options.ts'
import type { HistoryAction } from '../tasks/history-preview.ts'
import { draftMessages } from '../drafts/draft-messages.ts'
import { historyMessages as messages } from './history-messages.ts'

export type HistoryPreviewRoutesOptions = Pick<
  EditorRoutesOptions,
  'projectRoot' | 'guard' | 'publisher' | 'history' | 'work'
>

type PreviewCall = { Params: { id: string }; Querystring: Record<string, unknown> }

/** The page asked for, or undefined for the page the change touches; null when it is not a page address. */
function pageOf(query: Record<string, unknown>): string | undefined | null {
  const { path } = query
  if (path === undefined || path === '') return undefined
  return typeof path === 'string' && path.startsWith('/') && path.length <= 300 ? path : null
}

/**
 * "See the page as it will be": a page of the website drawn from the text that undoing a publish, or
 * bringing back a page or post, would publish now, answered as the draft preview is, with its address.
 */
export async function historyPreviewRoutes(app: FastifyInstance, options: HistoryPreviewRoutesOptions): Promise<void> {
  const { guard, publisher, history, work } = options
  const publicDir = join(options.projectRoot, 'public')
  guardAdminRoutes(app, guard)

  const answer = async (reply: FastifyReply, action: HistoryAction, path: string | undefined) => {
    const drawn = await work.run('historyPreview', { action, liveText: publisher.current().text, path, publicDir })
    if (!drawn) return reply.code(422).send({ error: draftMessages.noPreview })
    if (!drawn.ok) return reply.code(409).send({ error: drawn.refusal })
    const { ok: _ok, ...page } = drawn
    return page
  }

  /** The version named in the address, or undefined with the answer already sent. */
  const entryOf = (id: string, reply: FastifyReply) => {
    const entry = /^\d{1,15}$/.test(id) ? history.get(Number(id)) : undefined
    if (!entry) void reply.code(404).send({ error: messages.noSuchVersion })
    return entry
  }

  app.get<PreviewCall>(
    '/admin/api/history/:id/undo/preview',
    { errorHandler: answerRefusals, config: allow.website },
    async (request, reply) => {
      const path = pageOf(request.query)
      if (path === null) return reply.code(400).send({ error: messages.badRequest })
      const entry = entryOf(request.params.id, reply)
      if (!entry) return reply
      const before = history.previous(entry.id)
      if (!before)
        return reply
          .code(409)
          .send({ error: history.hasRemovedOlder() ? messages.olderRemoved : messages.firstVersion })
      return answer(reply, { kind: 'undo', afterText: entry.text, beforeText: before.text }, path)
    },
  )

  app.get<PreviewCall>(
    '/admin/api/history/:id/bring-back/preview',
    { errorHandler: answerRefusals, config: allow.website },
    async (request, reply) => {
      const path = pageOf(request.query)
      const { kind, key } = request.query
      const item = { kind, key } as HistoryItemRef
      if (
        path === null ||
        (kind !== 'page' && kind !== 'post') ||
        typeof key !== 'string' ||
        key === '' ||
        key.length > 300
      )
        return reply.code(400).send({ error: messages.badRequest })
      const entry = entryOf(request.params.id, reply)
      if (!entry) return reply
      return answer(reply, { kind: 'bring-back', versionText: entry.text, item }, path)
    },
  )
}

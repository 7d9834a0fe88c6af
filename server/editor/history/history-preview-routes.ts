import { Type, type TObject } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { join } from 'node:path'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import { historyItemRefSchema, historyPreviewSchema } from '../../../src/model/contracts/history.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import type { EditorRoutesOptions } from '../editor-options.ts'
import type { HistoryAction } from '../tasks/history-preview.ts'
import { draftMessages } from '../drafts/draft-messages.ts'
import { historyMessages as messages } from './history-messages.ts'

export type HistoryPreviewRoutesOptions = Pick<
  EditorRoutesOptions,
  'projectRoot' | 'guard' | 'publisher' | 'history' | 'work'
>

/** The page asked for, by its address; left out, or empty, for the page the change touches. */
const pageQuery = { path: Type.Optional(Type.String({ maxLength: 300, pattern: '^(/|$)' })) }

/** A preview route's options: the page asked for in `querystring`, and its answers. */
const previewRoute = <Query extends TObject>(querystring: Query) => ({
  errorHandler: answerRefusals,
  config: allow.website,
  schema: {
    params: Type.Object({ id: Type.String() }),
    querystring,
    response: { 200: historyPreviewSchema, ...refusals },
  },
})

/**
 * "See the page as it will be": a page of the website drawn from the text that undoing a publish, or
 * bringing back a page or post, would publish now, answered as the draft preview is, with its address.
 */
export async function historyPreviewRoutes(
  plugin: FastifyInstance,
  options: HistoryPreviewRoutesOptions,
): Promise<void> {
  const { guard, publisher, history, work } = options
  const publicDir = join(options.projectRoot, 'public')
  guardAdminRoutes(plugin, guard)
  const app = typedRoutes(plugin, messages.badRequest)

  const answer = async (reply: FastifyReply, action: HistoryAction, path: string | undefined) => {
    const drawn = await work.run('historyPreview', {
      action,
      liveText: publisher.current().text,
      path: path || undefined,
      publicDir,
    })
    if (!drawn) return reply.code(422).send({ error: draftMessages.noPreview })
    if (!drawn.ok) return reply.code(409).send({ error: drawn.refusal })
    const { ok: _ok, ...page } = drawn
    return page
  }

  /** The version named in the address, if there is one. */
  const entryOf = (id: string) => (/^\d{1,15}$/.test(id) ? history.get(Number(id)) : undefined)
  const noSuchVersion = { error: messages.noSuchVersion }

  app.get('/admin/api/history/:id/undo/preview', previewRoute(Type.Object(pageQuery)), async (request, reply) => {
    const entry = entryOf(request.params.id)
    if (!entry) return reply.code(404).send(noSuchVersion)
    const before = history.previous(entry.id)
    if (!before)
      return reply.code(409).send({ error: history.hasRemovedOlder() ? messages.olderRemoved : messages.firstVersion })
    return answer(reply, { kind: 'undo', afterText: entry.text, beforeText: before.text }, request.query.path)
  })

  app.get(
    '/admin/api/history/:id/bring-back/preview',
    previewRoute(Type.Object({ ...historyItemRefSchema.properties, ...pageQuery })),
    async (request, reply) => {
      const { kind, key, path } = request.query
      const entry = entryOf(request.params.id)
      if (!entry) return reply.code(404).send(noSuchVersion)
      return answer(reply, { kind: 'bring-back', versionText: entry.text, item: { kind, key } }, path)
    },
  )
}

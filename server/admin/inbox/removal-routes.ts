import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import { handledRemovedSchema, requestRemovedSchema } from '../../../src/model/contracts/inbox.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import type { SubmissionStore } from '../../storage/submissions.ts'
import { allow } from '../roles.ts'
import { sessionIn } from '../route-guard.ts'
import type { LogLine } from '../../log-levels.ts'

const dayMs = 24 * 60 * 60 * 1000
/** The longest "older than" the inbox takes, in days: ten years. */
const longestDays = 3650
const removalRoute = { bodyLimit: 1024, config: allow.inbox } as const
/** The answer to a request's id that names no stored request. */
export const noSuchRequest = { error: 'There is no such request.' }
const unreadableAge = `Choose how old the handled requests must be: a whole number of days up to ${longestDays}.`

const removingOne = { params: Type.Object({ id: Type.String() }), response: { 200: requestRemovedSchema, ...refusals } }
const removingHandled = {
  body: Type.Object({ olderThanDays: Type.Integer({ minimum: 0, maximum: longestDays }) }),
  response: { 200: handledRemovedSchema, ...refusals },
}

/**
 * Removing requests from the inbox, for the owner and the inbox person: one by its id, or every handled
 * one received more than a number of days ago. Each answers with the room left; the log says who did it.
 */
export async function removalRoutes(plugin: FastifyInstance, { store, log }: { store: SubmissionStore; log: LogLine }) {
  typedRoutes(plugin).delete(
    '/admin/api/submissions/:id',
    { ...removalRoute, schema: removingOne },
    async (request, reply) => {
      const removed = await store.remove(request.params.id)
      if (!removed) return reply.code(404).send(noSuchRequest)
      log(`admin: ${sessionIn(request).person.name} removed submission ${removed.id} (form ${removed.form})`)
      return { room: store.room() }
    },
  )

  // A plugin of its own, so that an age it cannot read is answered in words about the age.
  await plugin.register(async (ageRoute) => {
    typedRoutes(ageRoute, unreadableAge).post(
      '/admin/api/submissions/remove-handled',
      { ...removalRoute, schema: removingHandled },
      async (request) => {
        const before = Date.now() - request.body.olderThanDays * dayMs
        const removed = await store.removeHandled(before)
        log(
          `admin: ${sessionIn(request).person.name} removed ${removed} handled submission${removed === 1 ? '' : 's'} ` +
            `received before ${new Date(before).toISOString()}`,
        )
        return { removed, room: store.room() }
      },
    )
  })
}

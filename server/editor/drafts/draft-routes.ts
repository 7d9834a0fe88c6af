import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { join } from 'node:path'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import type { DraftEditAnswer } from '../../../src/model/admin-api.ts'
import { draftEditAnswerSchema } from '../../../src/model/contracts/draft-check.ts'
import { draftRefusalSchema } from '../../../src/model/contracts/draft-conflict.ts'
import { draftPreviewSchema } from '../../../src/model/contracts/draft-preview.ts'
import { editRefusalSchema } from '../../../src/model/contracts/edit-refusal.ts'
import { draftAddressSchema, draftEditsSchema, draftRebaseSchema } from '../../../src/model/contracts/draft-requests.ts'
import { draftStateSchema, type DraftState } from '../../../src/model/contracts/draft-state.ts'
import { publishRequestSchema } from '../../../src/model/contracts/publish-step.ts'
import { isTooDeep } from '../../../src/site-text/edit-depth.ts'
import type { EditOp } from '../../../src/site-text/edit.ts'
import { applyTextSplice, textSplice } from '../../../src/site-text/text-splice.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { answerRefusals, draftRouteOptions } from '../../work/draft-route.ts'
import { maxDraftBytes, WorkRefused } from '../../work/site-work.ts'
import type { EditorRoutesOptions } from '../editor-options.ts'
import { draftMessages as messages } from './draft-messages.ts'
import { draftStore, type Draft } from './drafts.ts'
import { authorIn, publishAnswerSchemas, streamPublish } from '../publish/publish-answer.ts'
import { publishDraft, startAgainAfterPublish } from './publish-draft.ts'

export type DraftRoutesOptions = Pick<
  EditorRoutesOptions,
  'projectRoot' | 'guard' | 'publisher' | 'db' | 'work' | 'log'
>

const stateOf = (draft: Draft): DraftState => ({
  id: draft.id,
  version: draft.baseVersion,
  revision: draft.revision,
  text: draft.text,
  baseText: draft.baseText,
  changedAt: draft.updatedAt,
})

/** The signed-in person's id; none where a guard lets calls in without a person (the stand-ins of some tests). */
const personIdIn = (request: FastifyRequest): string | undefined => {
  const person: { id: string } | undefined = request.adminSession?.person
  return person?.id
}

const gone = { error: messages.gone }

/**
 * Drafts kept on the server: the editor sends its edits (small operations on the text) to its draft
 * and gets the check back; preview and publish read the draft's text where it is. A draft belongs to
 * the person who made it: they find it again from any tab or device, and no one else reaches it.
 */
export async function draftRoutes(plugin: FastifyInstance, options: DraftRoutesOptions): Promise<void> {
  const { guard, publisher, work, log } = options
  const publicDir = join(options.projectRoot, 'public')
  const drafts = draftStore(options.db)
  guardAdminRoutes(plugin, guard)
  const app = typedRoutes(plugin, messages.badEdits)
  const website = { config: allow.website }

  /** Whether the draft is the caller's: another person's draft is as good as gone to them. */
  const isOwn = (draft: Draft, request: FastifyRequest) => draft.personId === personIdIn(request)

  /** The caller's draft with this id, if there is one. */
  const ownDraft = (id: string, request: FastifyRequest) => {
    const draft = drafts.get(id)
    return draft && isOwn(draft, request) ? draft : undefined
  }

  // The caller's draft (the one with changes they left, from any tab or device), or a new one.
  app.post(
    '/admin/api/drafts',
    {
      bodyLimit: 4096,
      schema: { response: { 200: draftStateSchema, 201: draftStateSchema, ...refusals } },
      ...website,
    },
    async (request, reply) => {
      const personId = personIdIn(request)
      const live = publisher.current()
      const open = personId === undefined ? undefined : drafts.openFor(personId, live)
      return open ? stateOf(open) : reply.code(201).send(stateOf(drafts.create(live, { personId })))
    },
  )

  app.get(
    '/admin/api/drafts/:id',
    { schema: { params: draftAddressSchema, response: { 200: draftStateSchema, ...refusals } }, ...website },
    async (request, reply) => {
      const draft = ownDraft(request.params.id, request)
      return draft ? stateOf(draft) : reply.code(404).send(gone)
    },
  )

  app.delete(
    '/admin/api/drafts/:id',
    { schema: { params: draftAddressSchema, response: { 204: Type.Null(), ...refusals } }, ...website },
    async (request, reply) => {
      const draft = drafts.get(request.params.id)
      if (draft && !isOwn(draft, request)) return reply.code(404).send(gone)
      drafts.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )

  // A paste into the text view may carry the whole text; every other edit is small.
  app.post(
    '/admin/api/drafts/:id/edits',
    {
      ...draftRouteOptions,
      schema: {
        params: draftAddressSchema,
        body: draftEditsSchema,
        response: { 200: draftEditAnswerSchema, ...refusals, 422: editRefusalSchema },
      },
      ...website,
    },
    async (request, reply) => {
      const { revision, edits } = request.body
      if (edits.some(isTooDeep)) return reply.code(400).send({ error: messages.tooDeep })
      const draft = ownDraft(request.params.id, request)
      if (!draft) return reply.code(404).send(gone)
      if (revision !== draft.revision) return reply.code(409).send({ error: messages.staleRevision })
      if (edits.length === 0) return { revision: draft.revision, ...(await checked(draft.text)) }
      const made = await madeAndChecked(draft.text, edits)
      if (!made.ok) return reply.code(422).send({ error: made.message, code: made.code, params: made.params })
      if (made.bytes > maxDraftBytes) return reply.code(413).send({ error: messages.tooLarge })
      const saved = drafts.save(draft.id, draft.revision, applyTextSplice(draft.text, made.splice))
      if (!saved) return reply.code(409).send({ error: messages.staleRevision })
      return { revision: saved.revision, ...made.checked }
    },
  )

  /**
   * A draft's edits made and the text they make checked, in one task of the pool: only the change
   * crosses back, not the whole text. When the check cannot be run (over the time limit), the edits are
   * made alone, so that they are kept, and the answer says why.
   */
  async function madeAndChecked(text: string, edits: EditOp[]) {
    try {
      const made = await work.run('editAndCheck', { text, edits, publicDir, maxBytes: maxDraftBytes })
      return made.ok ? { ...made, checked: made.check ? { check: made.check } : {} } : made
    } catch (error) {
      if (!(error instanceof WorkRefused)) throw error
      const applied = await work.run('edit', { text, edits })
      if (!applied.ok) return applied
      const [splice, bytes] = [textSplice(text, applied.text), Buffer.byteLength(applied.text)]
      return { ok: true as const, splice, bytes, checked: { checkRefused: error.message } }
    }
  }

  /** The check of a draft's text, or why it could not be run. */
  async function checked(text: string): Promise<Omit<DraftEditAnswer, 'revision'>> {
    try {
      return { check: await work.run('check', { text, publicDir }) }
    } catch (error) {
      if (!(error instanceof WorkRefused)) throw error
      return { checkRefused: error.message }
    }
  }

  app.post(
    '/admin/api/drafts/:id/rebase',
    {
      bodyLimit: 64 * 1024,
      errorHandler: answerRefusals,
      schema: {
        params: draftAddressSchema,
        body: draftRebaseSchema,
        response: { 200: draftStateSchema, 409: draftRefusalSchema, ...refusals },
      },
      ...website,
    },
    async (request, reply) => {
      const { revision, keep } = request.body
      const draft = ownDraft(request.params.id, request)
      if (!draft) return reply.code(404).send(gone)
      if (revision !== draft.revision) return reply.code(409).send({ error: messages.staleRevision })
      const live = publisher.current()
      if (live.version === draft.baseVersion) return stateOf(draft)
      const merged = await work.run('merge', {
        baseText: draft.baseText,
        draftText: draft.text,
        liveText: live.text,
        keep,
      })
      if (!merged.ok) return reply.code(409).send({ error: merged.message, conflicts: merged.conflicts })
      if (Buffer.byteLength(merged.text) > maxDraftBytes) return reply.code(413).send({ error: messages.tooLarge })
      const rebased = drafts.rebase(draft.id, { base: live, text: merged.text, revision: draft.revision })
      if (rebased) return stateOf(rebased)
      return drafts.get(draft.id) ? reply.code(409).send({ error: messages.staleRevision }) : reply.code(404).send(gone)
    },
  )

  app.get(
    '/admin/api/drafts/:id/preview',
    {
      errorHandler: answerRefusals,
      schema: {
        params: draftAddressSchema,
        querystring: Type.Object({ path: Type.Optional(Type.String()) }),
        response: { 200: draftPreviewSchema, ...refusals },
      },
      ...website,
    },
    async (request, reply) => {
      const path = request.query.path ?? '/'
      const draft = ownDraft(request.params.id, request)
      if (!draft) return reply.code(404).send(gone)
      const drawn = await work.run('preview', { text: draft.text, path, publicDir })
      return drawn ?? reply.code(422).send({ error: messages.noPreview })
    },
  )

  app.post(
    '/admin/api/drafts/:id/publish',
    {
      bodyLimit: 4096,
      compress: false,
      schema: { params: draftAddressSchema, body: publishRequestSchema, response: publishAnswerSchemas },
      ...website,
    },
    async (request, reply) => {
      const draft = ownDraft(request.params.id, request)
      if (!draft) return reply.code(404).send(gone)
      const author = authorIn(request)
      return streamPublish(reply, { log, author }, async (send) => {
        const { outcome, text } = await publishDraft(draft, { author, publisher, work, send })
        if ('ok' in outcome && outcome.ok)
          await startAgainAfterPublish(draft, { text, version: outcome.version }, { drafts, work, author })
        return outcome
      })
    },
  )
}

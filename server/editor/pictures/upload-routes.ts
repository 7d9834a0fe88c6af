import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'
import type { AdminGuard } from '../../admin/admin-session.ts'
import { allow } from '../../admin/roles.ts'
import { guardAdminRoutes } from '../../admin/route-guard.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { apiErrorSchema, refusals } from '../../../src/model/contracts/api-error.ts'
import { pictureListSchema, uploadedPictureSchema } from '../../../src/model/contracts/library-picture.ts'
import type { Db } from '../../storage/database.ts'
import { answerRefusals } from '../../work/draft-route.ts'
import { pictureLane, turnedAway } from '../../work/picture-lane.ts'
import type { EditorWork } from '../editor-work.ts'
import type { EditorTasks } from '../pool-tasks.ts'
import { listPictures, removeUpload, unusedUploads } from './picture-library.ts'
import { pictureThumbnails } from './picture-thumbnails.ts'
import type { Publisher } from '../publish/publisher.ts'
import { maxUploadBytes } from './upload-size.ts'
import { uploadsInUse } from './uploads-in-use.ts'
import type { LogLine } from '../../log-levels.ts'

export interface UploadRoutesOptions {
  projectRoot: string
  guard: AdminGuard
  publisher: Pick<Publisher, 'current'>
  /** Holds the drafts, whose pictures count as used. */
  db: Db
  /**
   * Reads the live text and the drafts for the names of pictures, and decodes pictures, off the thread that
   * answers visitors.
   */
  work: EditorWork
  log: LogLine
}

const messages = {
  noBody: 'Send the picture itself as the body of the request.',
  badName: "The picture's file name could not be read; rename the file and choose it again.",
  notAnUpload: 'Only pictures uploaded in the editor can be removed here.',
  missing: 'There is no such picture; it may have been removed already.',
  inUse: 'This picture is used on the website or in changes not yet published, so it was kept.',
  noThumbnail: 'There is no such picture.',
  unreadable: 'This picture could not be read.',
}

/** The file name the browser sent, or undefined when the header cannot be decoded. */
function fileNameOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return ''
  try {
    return decodeURIComponent(header)
  } catch {
    return undefined
  }
}

/**
 * Pictures: uploading one, the library of pictures under public/images with small thumbnails of them,
 * the uploads no text uses (neither the live site nor any draft) and removing one of those.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  const { guard, log } = options
  const publicDir = join(options.projectRoot, 'public')
  guardAdminRoutes(app, guard)
  const typed = typedRoutes(app)
  const website = { config: allow.website }
  const listing = { schema: { response: { 200: pictureListSchema } } }
  const readsTexts = { errorHandler: answerRefusals, ...website }
  const inUse = uploadsInUse(options)
  // Four uploads at once (an editor adding several photos) are taken: one is decoded while three wait.
  const pictures = pictureLane<EditorTasks>(options.work, { storePicture: 3, drawThumbnail: 200 })

  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes + 1024 },
    (_request, body, done) => done(null, body),
  )

  const stored = { schema: { response: { 201: uploadedPictureSchema, ...refusals } } }
  typed.post(
    '/admin/api/uploads',
    { bodyLimit: maxUploadBytes + 1024, ...website, ...stored },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ error: messages.noBody })
      const name = fileNameOf(request.headers['x-file-name'])
      if (name === undefined) return reply.code(400).send({ error: messages.badName })
      let outcome
      try {
        outcome = await pictures.run('storePicture', { bytes: request.body, originalName: name, publicDir })
      } catch (error) {
        const refusal = turnedAway(error)
        if (refusal) return reply.code(refusal.status).send({ error: refusal.message })
        throw error
      }
      if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.message })
      const { src, width, height } = outcome.stored
      log(`editor: picture stored at ${src}`)
      return reply.code(201).send({ src, width, height })
    },
  )

  typed.get('/admin/api/pictures', { ...website, ...listing }, async () => {
    return { pictures: await listPictures(publicDir) }
  })

  const thumbnails = pictureThumbnails(publicDir, (file) => pictures.run('drawThumbnail', { file }))
  const thumbnailAnswers = {
    schema: {
      querystring: Type.Object({ src: Type.Optional(Type.String()) }),
      response: {
        200: { content: { 'image/webp': { schema: Type.Unsafe<Buffer>(Type.String({ contentEncoding: 'binary' })) } } },
        304: Type.Null({ description: 'The thumbnail the browser has is still the one to show.' }),
        ...refusals,
        // The pictures' work is busy, or took too long.
        '5xx': apiErrorSchema,
      },
    },
  }
  // Asked for by <img> elements, which send the session cookie but cannot send the CSRF header; it changes nothing.
  typed.get(
    '/admin/api/pictures/thumbnail',
    { config: { ...allow.website, withoutCsrfToken: true }, ...thumbnailAnswers },
    async (request, reply) => {
      let thumbnail
      try {
        thumbnail = await thumbnails.of(request.query.src ?? '')
      } catch (error) {
        const refusal = turnedAway(error)
        return reply.code(refusal?.status ?? 422).send({ error: refusal?.message ?? messages.unreadable })
      }
      if (!thumbnail) return reply.code(404).send({ error: messages.noThumbnail })
      void reply.header('Cache-Control', 'private, no-cache').header('ETag', thumbnail.etag)
      if (request.headers['if-none-match'] === thumbnail.etag) return reply.code(304).send(null)
      return reply.type('image/webp').send(thumbnail.data)
    },
  )

  typed.get('/admin/api/pictures/unused', { ...readsTexts, ...listing }, async () => {
    return { pictures: await unusedUploads(publicDir, inUse) }
  })

  const removal = {
    schema: { params: Type.Object({ name: Type.String() }), response: { 204: Type.Null(), ...refusals } },
  }
  typed.delete('/admin/api/uploads/:name', { ...readsTexts, ...removal }, async (request, reply) => {
    const outcome = await removeUpload(publicDir, request.params.name, inUse)
    if (outcome === 'not-an-upload') return reply.code(400).send({ error: messages.notAnUpload })
    if (outcome === 'missing') return reply.code(404).send({ error: messages.missing })
    if (outcome === 'in-use') return reply.code(409).send({ error: messages.inUse })
    log(`editor: unused picture /images/uploads/${request.params.name} removed`)
    return reply.code(204).send(null)
  })
}

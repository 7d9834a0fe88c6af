import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'
import type { AdminGuard } from '../admin/admin-session.ts'
import { allow } from '../admin/roles.ts'
import { guardAdminRoutes } from '../admin/route-guard.ts'
import type { Db } from '../storage/database.ts'
import { listPictures, removeUpload, unusedUploads } from './picture-library.ts'
import { pictureThumbnails } from './picture-thumbnails.ts'
import type { Publisher } from './publisher.ts'
import { maxUploadBytes, storeUpload, UploadRefused } from './uploads.ts'

export interface UploadRoutesOptions {
  projectRoot: string
  guard: AdminGuard
  publisher: Pick<Publisher, 'current'>
  /** Holds the drafts, whose pictures count as used. */
  db: Db
  log: (message: string) => void
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
  const { guard, publisher, log } = options
  const publicDir = join(options.projectRoot, 'public')
  guardAdminRoutes(app, guard)
  const website = { config: allow.website }
  const draftTexts = options.db.prepare<[], string>('SELECT text FROM drafts').pluck()
  /** The live text, then each draft's text, read one at a time. */
  function* textsInUse(): Generator<string> {
    yield publisher.current().text
    yield* draftTexts.iterate()
  }

  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes + 1024 },
    (_request, body, done) => done(null, body),
  )

  app.post('/admin/api/uploads', { bodyLimit: maxUploadBytes + 1024, ...website }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ error: messages.noBody })
    const name = fileNameOf(request.headers['x-file-name'])
    if (name === undefined) return reply.code(400).send({ error: messages.badName })
    try {
      const stored = await storeUpload(request.body, name, publicDir)
      log(`editor: picture stored at ${stored.src}`)
      return reply.code(201).send(stored)
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(error.status).send({ error: error.message })
      throw error
    }
  })

  app.get('/admin/api/pictures', website, async () => {
    return { pictures: await listPictures(publicDir) }
  })

  const thumbnails = pictureThumbnails(publicDir)
  // Asked for by <img> elements, which send the session cookie but cannot send the CSRF header; it changes nothing.
  app.get<{ Querystring: { src?: string } }>(
    '/admin/api/pictures/thumbnail',
    { config: { ...allow.website, withoutCsrfToken: true } },
    async (request, reply) => {
      let thumbnail
      try {
        thumbnail = await thumbnails.of(request.query.src ?? '')
      } catch {
        return reply.code(422).send({ error: messages.unreadable })
      }
      if (!thumbnail) return reply.code(404).send({ error: messages.noThumbnail })
      void reply.header('Cache-Control', 'private, no-cache').header('ETag', thumbnail.etag)
      if (request.headers['if-none-match'] === thumbnail.etag) return reply.code(304).send()
      return reply.type('image/webp').send(thumbnail.data)
    },
  )

  app.get('/admin/api/pictures/unused', website, async () => {
    return { pictures: await unusedUploads(publicDir, textsInUse()) }
  })

  app.delete<{ Params: { name: string } }>('/admin/api/uploads/:name', website, async (request, reply) => {
    const outcome = await removeUpload(publicDir, request.params.name, textsInUse())
    if (outcome === 'not-an-upload') return reply.code(400).send({ error: messages.notAnUpload })
    if (outcome === 'missing') return reply.code(404).send({ error: messages.missing })
    if (outcome === 'in-use') return reply.code(409).send({ error: messages.inUse })
    log(`editor: unused picture /images/uploads/${request.params.name} removed`)
    return reply.code(204).send()
  })
}

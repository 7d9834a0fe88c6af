import type { FastifyReply, FastifyRequest } from 'fastify'
import { createReadStream } from 'node:fs'
import { lstat } from 'node:fs/promises'
import { join } from 'node:path'
import { isUploadName, uploadsFolder } from './picture-library.ts'

const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
const prefix = '/images/uploads/'

/**
 * An onRequest hook that answers `/images/uploads/<name>` from the project's uploads folder, so a picture is
 * shown in the editor's field and preview as soon as it is uploaded, before any publish copies it into the
 * served site. The editor's session cookie is limited to /admin, so the browser never sends it with these
 * requests: the answer cannot depend on who asks. Uploads carry no metadata and their names carry a hash of
 * their content, so an unpublished one is found only by whoever was given its name. Anything else (another
 * name, a removed upload) goes on to the served site as before.
 */
export function serveUploads(publicDir: string) {
  const folder = uploadsFolder(publicDir)
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(prefix)) return
    const name = request.url.slice(prefix.length).split('?')[0] ?? ''
    if (!isUploadName(name)) return
    const path = join(folder, name)
    const stats = await lstat(path).catch(() => undefined)
    if (!stats?.isFile()) return
    const etag = `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`
    void reply.header('Cache-Control', 'no-cache').header('ETag', etag)
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send()
      return
    }
    await reply
      .header('Content-Length', stats.size)
      .type(types[name.slice(name.lastIndexOf('.') + 1)]!)
      .send(request.method === 'HEAD' ? undefined : createReadStream(path))
  }
}

import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sha256InDigest } from '../../src/forms/submit/content-digest.ts'

const digests = new WeakMap<FastifyRequest, string>()

/**
 * Parses JSON bodies in `app` as Fastify does, keeping the SHA-256 of each body as it arrived, for
 * `bodyMatchesDigest`.
 */
export function keepBodyDigests(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    digests.set(request, createHash('sha256').update(body).digest('base64'))
    parseJson(request, body.toString(), done)
  })
}

/**
 * False only when the request carries a Content-Digest with a SHA-256 that is not its body's: the body was
 * cut short or swapped on the way, so it is not the visitor's.
 */
export function bodyMatchesDigest(request: FastifyRequest): boolean {
  const header = request.headers['content-digest']
  const expected = sha256InDigest(Array.isArray(header) ? header.join(',') : header)
  return expected === undefined || expected === digests.get(request)
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { hostNameOf, isAdminAddress } from './admin-address.ts'

/** Addresses the server answers itself that /admin's preview loads: the stand-in pictures. */
const answeredForAdmin = /^\/api\/placeholder\//

/** A file of the build or of public/ (a name with an extension), but no page: pages end in .html. */
const isFileButNoPage = (path: string): boolean => /\.[a-z0-9]+$/i.test(path) && !/\.html?$/i.test(path)

const pathOf = (url: string): string => {
  const path = url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The answer for an address the host name does not serve. */
export const notHere = (reply: FastifyReply): FastifyReply =>
  reply
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('There is no page at this address.')

/**
 * With ADMIN_HOST set, its host name serves /admin and only what /admin loads: its API, the files of the
 * build and of public/ (code, pictures, the pages' shared data) and the stand-in pictures. No public page,
 * redirect or form runs in the admin's origin; its front page sends the person to /admin.
 */
export function adminHostOnly(adminHost: string | undefined) {
  const wanted = adminHost ? hostNameOf(adminHost) : undefined
  const isAdminHost = (request: FastifyRequest): boolean =>
    wanted !== undefined && hostNameOf(request.hostname) === wanted
  return {
    isAdminHost,
    /** Whether a file the site would serve at this request's address may be served on its host name. */
    mayServe: (request: FastifyRequest, file: string | undefined): boolean =>
      !isAdminHost(request) || (file !== undefined && isFileButNoPage(file)),
    /** An onRequest hook: refuses, on the admin host name, what /admin does not load. */
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (!isAdminHost(request) || isAdminAddress(request.url)) return
      const path = pathOf(request.url)
      if (path === '/') return reply.redirect('/admin', 302)
      const isFileRead = (request.method === 'GET' || request.method === 'HEAD') && isFileButNoPage(path)
      if (isFileRead || answeredForAdmin.test(path)) return
      return notHere(reply)
    },
  }
}

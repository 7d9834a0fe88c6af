import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { adminContentSecurityPolicy, policyHeader } from '../receiver/security.ts'
import { isAdminAddress } from '../security/admin-address.ts'
import { allow } from './roles.ts'

const adminPolicy = policyHeader(adminContentSecurityPolicy)
/** The preview frame is the one /admin page that may be framed, and only by /admin itself. */
const previewPolicy = policyHeader({ ...adminContentSecurityPolicy, 'frame-ancestors': ["'self'"] })
const isPreview = (url: string) => /^\/admin\/preview\/?(\?|$)/.test(url)

/**
 * Serves the /admin app from the current build: its files under dist/admin/, and its page for every
 * other /admin address, so the app's own routes survive a reload.
 */
export function adminApp(app: FastifyInstance, siteDir: () => string): void {
  // Nothing of /admin is kept by a browser or a proxy: it is private and changes with every edit.
  // Every /admin answer carries the admin's own strict policy instead of the public pages' one.
  app.addHook('onSend', async (request, reply) => {
    if (!isAdminAddress(request.url)) return
    void reply.header('content-security-policy', isPreview(request.url) ? previewPolicy : adminPolicy)
    void reply.header('cross-origin-opener-policy', 'same-origin')
    if (!request.url.startsWith('/admin/assets/')) void reply.header('cache-control', 'no-store')
  })

  const send = (reply: FastifyReply, file: string) => {
    const dir = siteDir()
    if (!existsSync(join(dir, file)))
      return reply
        .code(200)
        .type('text/plain; charset=utf-8')
        .send('The /admin app is not built yet. Run `npm run build`, then reload this page.')
    return reply.sendFile(file, dir)
  }

  const sendApp = (reply: FastifyReply) => send(reply, 'admin/index.html')

  app.get('/admin', { config: allow.public }, (_request, reply) => sendApp(reply))
  app.get<{ Params: { '*': string } }>('/admin/*', { config: allow.public }, (request, reply) => {
    const rest = request.params['*']
    if (rest === 'preview' || rest === 'preview/') return sendApp(reply.header('x-frame-options', 'SAMEORIGIN'))
    const dir = siteDir()
    const target = resolve(dir, 'admin', rest)
    const isInside = target.startsWith(join(dir, 'admin') + sep)
    if (isInside && existsSync(target) && statSync(target).isFile())
      return reply.sendFile(target.slice(dir.length + 1), dir)
    return sendApp(reply)
  })
}

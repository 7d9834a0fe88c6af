import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'

/** The preview frame is the one /admin page that may be framed, and only by /admin itself. */
const previewFraming = {
  csp: "frame-ancestors 'self'",
  frameOptions: 'SAMEORIGIN',
}

/**
 * Serves the /admin app from the current build: its files under dist/admin/, and its page for every
 * other /admin address, so the app's own routes survive a reload.
 */
export function adminApp(app: FastifyInstance, siteDir: () => string): void {
  // Nothing of /admin is kept by a browser or a proxy: it is private and changes with every edit.
  app.addHook('onSend', async (request, reply) => {
    const isPage =
      request.url === '/admin' || (request.url.startsWith('/admin/') && !request.url.startsWith('/admin/assets/'))
    if (isPage) void reply.header('cache-control', 'no-store')
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

  /** The editor's page frames its own preview. */
  const sendApp = (reply: FastifyReply) => {
    const policy = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-src /, "frame-src 'self' ")
    return send(reply.header('content-security-policy', policy), 'admin/index.html')
  }

  app.get('/admin', (_request, reply) => sendApp(reply))
  app.get<{ Params: { '*': string } }>('/admin/*', (request, reply) => {
    const rest = request.params['*']
    if (rest === 'preview' || rest === 'preview/') {
      const policy = String(reply.getHeader('content-security-policy') ?? '').replace(
        /frame-ancestors [^;]*/,
        previewFraming.csp,
      )
      void reply.header('content-security-policy', policy).header('x-frame-options', previewFraming.frameOptions)
      return send(reply, 'admin/index.html')
    }
    const dir = siteDir()
    const target = resolve(dir, 'admin', rest)
    const isInside = target.startsWith(join(dir, 'admin') + sep)
    if (isInside && existsSync(target) && statSync(target).isFile())
      return reply.sendFile(target.slice(dir.length + 1), dir)
    return sendApp(reply)
  })
}

import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { addReceiver, type ReceiverOptions } from './receiver/receiver.ts'
import { settingsFromEnv, trustProxyFromEnv, type ReceiverSettings } from './receiver/settings.ts'
import { placeholderSize, placeholderSvg } from '../src/model/placeholder-image.ts'
import { siteSwitch, type SiteSwitch } from './served-site.ts'

export interface ServerOptions {
  /** The built site: the output of `npm run build`. */
  distDir: string
  logger?: boolean
  /**
   * How long a client may take to send a whole request, headers and body; a slower one gets 408 and
   * is disconnected, so a trickling body cannot hold a connection for ever.
   */
  requestTimeoutMs?: number
  /** The form receiver's settings (from the environment when left out), a log and test channels. */
  receiver?: Omit<ReceiverOptions, 'manifest' | 'siteDir' | 'switchSite' | 'settings'> & { settings?: ReceiverSettings }
}

const htmlCache = 'no-cache'
const defaultRequestTimeoutMs = 60_000
const assetCache = 'public, max-age=31536000, immutable'

/** Serves the prerendered site: clean paths, redirects, a real 404, compression and cache headers. */
export async function buildServer({
  distDir,
  logger = false,
  requestTimeoutMs = defaultRequestTimeoutMs,
  receiver,
}: ServerOptions): Promise<FastifyInstance> {
  const site: SiteSwitch = siteSwitch(distDir)
  const app = Fastify({
    logger,
    trustProxy: trustProxyFromEnv(),
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      // Node enforces the request timeout only when the headers' own is no longer.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // How often Node looks for requests past their time (30 s unless told).
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 2),
    },
  })
  const settings = receiver?.settings ?? settingsFromEnv(process.env, site.current().manifest.siteUrl)
  await addReceiver(app, {
    manifest: () => site.current().manifest,
    siteDir: () => site.current().dir,
    switchSite: (dir) => site.switchTo(dir),
    ...receiver,
    settings,
  })

  await app.register(compress, { global: true, threshold: 512 })
  await app.register(fastifyStatic, {
    root: site.current().dir,
    serve: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Code and the pictures' sizes made by the build are named by their content.
      const hashed = filePath.includes(`${sep}assets${sep}`) || filePath.includes(`${sep}_images${sep}`)
      res.setHeader('Cache-Control', hashed ? assetCache : htmlCache)
    },
  })

  const fileFor = (root: string, pathname: string): string | undefined => {
    const target = resolve(root, `.${pathname}`)
    if (target !== root && !target.startsWith(root + sep)) return undefined
    // Compared once resolved, so no spelling of the address (a trailing slash, `/./`) reaches it.
    if (target === join(root, 'site-manifest.json')) return undefined
    if (existsSync(target) && statSync(target).isFile()) return target
    const index = join(target, 'index.html')
    return existsSync(index) ? index : undefined
  }

  // Card pictures that fail to load fall back to /api/placeholder/<width>/<height>.
  app.get('/api/placeholder/*', (request, reply) => {
    const size = placeholderSize(decodePath(request.url) ?? '')
    if (!size) return reply.code(404).send({ error: 'Width and height must be whole numbers from 1 to 4000' })
    return reply.header('Cache-Control', assetCache).type('image/svg+xml').send(placeholderSvg(size.width, size.height))
  })

  app.get('/*', (request, reply) => {
    const pathname = decodePath(request.url)
    if (pathname === undefined) return reply.code(400).send({ error: 'Bad address' })
    const { dir, manifest, notFoundPage, blogNotFoundPage } = site.current()
    const redirect = manifest.redirects[pathname.replace(/(.)\/+$/, '$1')]
    if (redirect) return reply.redirect(redirect, 301)
    const file = fileFor(dir, pathname)
    if (file) return reply.sendFile(file.slice(dir.length + 1), dir)
    return reply
      .code(404)
      .header('Cache-Control', htmlCache)
      .type('text/html; charset=utf-8')
      .send(pathname.startsWith('/blog/') && blogNotFoundPage ? blogNotFoundPage : notFoundPage)
  })

  return app
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname)
  } catch {
    return undefined
  }
}

import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { SiteManifest } from './manifest.ts'

export interface ServerOptions {
  /** The built site: the output of `npm run build`. */
  distDir: string
  logger?: boolean
}

const htmlCache = 'no-cache'
const assetCache = 'public, max-age=31536000, immutable'

/** Serves the prerendered site: clean paths, redirects, a real 404, compression and cache headers. */
export async function buildServer({ distDir, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const root = resolve(distDir)
  const manifest = JSON.parse(readFileSync(join(root, 'site-manifest.json'), 'utf8')) as SiteManifest
  const notFoundPage = readFileSync(join(root, '404.html'))
  const app = Fastify({ logger })

  await app.register(compress, { global: true, threshold: 512 })
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(join(root, 'assets') + sep)
      res.setHeader('Cache-Control', hashed ? assetCache : htmlCache)
    },
  })

  const fileFor = (pathname: string): string | undefined => {
    if (pathname === '/site-manifest.json') return undefined
    const target = resolve(root, `.${pathname}`)
    if (target !== root && !target.startsWith(root + sep)) return undefined
    if (existsSync(target) && statSync(target).isFile()) return target
    const index = join(target, 'index.html')
    return existsSync(index) ? index : undefined
  }

  app.get('/*', (request, reply) => {
    const pathname = decodePath(request.url)
    if (pathname === undefined) return reply.code(400).send({ error: 'Bad address' })
    const redirect = manifest.redirects[pathname.replace(/(.)\/+$/, '$1')]
    if (redirect) return reply.redirect(redirect, 301)
    const file = fileFor(pathname)
    if (file) return reply.sendFile(file.slice(root.length + 1))
    if (pathname.startsWith('/_data/'))
      return reply.code(404).header('Cache-Control', htmlCache).send({ error: 'No such page' })
    return reply.code(404).header('Cache-Control', htmlCache).type('text/html; charset=utf-8').send(notFoundPage)
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

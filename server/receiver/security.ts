import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { inlineScriptSources } from '../../src/build/inline-scripts.ts'

/** Third parties the site embeds in frames once a visitor asks for them: maps, video, social feeds. */
const frameSources = [
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://www.facebook.com',
  'https://www.instagram.com',
  'https://syndication.twitter.com',
]

/** The feeds check that their network answers before showing its frame. */
const feedChecks = ['https://www.facebook.com', 'https://www.instagram.com', 'https://syndication.twitter.com']

/**
 * The Content-Security-Policy of every public answer: scripts only from the site itself, and no inline
 * script but the page's boot script and speculation rules, allowed by their hashes. Other sites'
 * content appears only in frames, which run in their own origin.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...inlineScriptSources],
  // React writes style attributes (for example a map's height); stylesheets still come only from the site.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...feedChecks],
  'frame-src': frameSources,
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
}

/**
 * The policy of /admin and its API: no inline script at all and no script from anywhere but the site,
 * no plugins, no <base>, and no framing. The editor's preview draws the site's own blocks, so it may
 * frame and reach what the public pages do.
 */
export const adminContentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...feedChecks],
  'frame-src': ["'self'", ...frameSources],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
}

/** A policy as the Content-Security-Policy header writes it. */
export const policyHeader = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')

/** Browsers remember for a year to come back only over HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer (a route may turn them off with `helmet: false`, as the visit counter's
 * bodiless 204s do), and CORS only for the allowed origins. HSTS only on answers sent
 * over HTTPS (as seen through TRUST_PROXY): a browser ignores it over HTTP, and it says nothing true there.
 */
export async function addSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', strictTransportSecurity)
  })
  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only /admin, which holds a signed-in session, isolates its window (see admin-app.ts). A public page has
    // nothing to guard from a window that opened it, and opens WhatsApp and the maps without an opener. With the
    // header, a browser arriving from a blank tab moves the page to a new process first, which Lighthouse
    // counts as 300 ms of blocking time on a phone.
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: 'deny' },
  })
  await app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['POST'],
    allowedHeaders: ['content-type', 'idempotency-key', 'content-digest'],
    maxAge: 600,
  })
}

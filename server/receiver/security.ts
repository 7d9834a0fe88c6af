import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { inlineScriptSources } from '../../src/build/inline-scripts.ts'

/** Third parties the site embeds once a visitor asks for them: maps, video, social timelines. */
const frameSources = [
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://www.facebook.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://syndication.twitter.com',
]

/**
 * The Content-Security-Policy of every answer: no inline scripts but the page's boot script and
 * speculation rules, allowed by their hashes; only the X widgets script from elsewhere.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...inlineScriptSources, 'https://platform.twitter.com'],
  // React writes style attributes (for example a map's height); stylesheets still come only from the site.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // The feeds check that Facebook and Instagram answer before showing their frames.
  'connect-src': ["'self'", 'https://www.facebook.com', 'https://www.instagram.com'],
  'frame-src': frameSources,
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
}

/** Browsers remember for a year to come back only over HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer, and CORS only for the allowed origins. HSTS only on answers sent
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
    // The quote and chat open WhatsApp in a new window; keeping the opener would not help either side.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  })
  await app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['POST'],
    allowedHeaders: ['content-type', 'idempotency-key'],
    maxAge: 600,
  })
}

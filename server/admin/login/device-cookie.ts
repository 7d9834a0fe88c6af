import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'
import { cookie, parseCookies, sameSecret } from '../auth.ts'

const deviceCookie = 'admin_device'
const yearSeconds = 365 * 24 * 3600
const secretKey = 'device-cookie-secret'
const nameOf = (personId: string) => Buffer.from(personId).toString('base64url')

/**
 * Device cookies (as OWASP recommends against lock-outs): a browser that once logged in as a person
 * gets a signed cookie naming the person and itself. Its later attempts are counted against that
 * device alone, so other people's failures never slow it down. The signature covers the fingerprint
 * of the person's password, so a new password, or removing the person, revokes all their devices.
 */
export async function deviceCookies(db: Db, fingerprintOf: (personId: string) => string | undefined) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM admin_settings WHERE key = ?')
  let secret = read.get(secretKey)?.value
  if (!secret) {
    const made = randomBytes(32).toString('base64url')
    await whenUnlocked(() =>
      db.prepare('INSERT OR IGNORE INTO admin_settings (key, value) VALUES (?, ?)').run(secretKey, made),
    )
    secret = read.get(secretKey)?.value ?? made
  }
  const key = secret
  const signature = (payload: string, personId: string) => {
    const fingerprint = fingerprintOf(personId)
    return fingerprint && createHmac('sha256', key).update(`${payload}.${fingerprint}`).digest('base64url')
  }

  return {
    /** The device's own name when the request carries a genuine, current cookie for the person; otherwise undefined. */
    deviceOf(request: FastifyRequest, personId: string | undefined): string | undefined {
      const value = parseCookies(request.headers.cookie)[deviceCookie]
      if (!value || value.length > 300 || personId === undefined) return undefined
      const [named, device, signed] = value.split('.')
      if (!named || !device || named !== nameOf(personId)) return undefined
      return sameSecret(signed, signature(`${named}.${device}`, personId)) ? device : undefined
    },
    /** Gives the browser a cookie for the person, under their password as it is now (a new one, or its own again). */
    remember(
      request: FastifyRequest,
      reply: FastifyReply,
      personId: string,
      device = randomBytes(16).toString('base64url'),
    ) {
      const payload = `${nameOf(personId)}.${device}`
      const signed = signature(payload, personId)
      if (!signed) return
      void reply.header(
        'set-cookie',
        cookie(deviceCookie, `${payload}.${signed}`, {
          secure: request.protocol === 'https',
          maxAge: yearSeconds,
        }),
      )
    },
  }
}

export type DeviceCookies = Awaited<ReturnType<typeof deviceCookies>>

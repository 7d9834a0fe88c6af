import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { whenUnlocked } from '../storage/busy-retry.ts'
import type { Db } from '../storage/database.ts'
import { cookie, parseCookies, sameSecret } from './auth.ts'

const deviceCookie = 'admin_device'
const yearSeconds = 365 * 24 * 3600
const secretKey = 'device-cookie-secret'
const nameOf = (account: string) => Buffer.from(account).toString('base64url')

/**
 * Device cookies (as OWASP recommends against lock-outs): a browser that once logged in to `account`
 * gets a signed cookie naming the account and itself. Its later attempts are counted against that
 * device alone, so other people's failures never slow it down.
 */
export async function deviceCookies(db: Db) {
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
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

  return {
    /** The device's own name when the request carries a genuine cookie for `account`; otherwise undefined. */
    deviceOf(request: FastifyRequest, account: string): string | undefined {
      const value = parseCookies(request.headers.cookie)[deviceCookie]
      if (!value || value.length > 300) return undefined
      const [named, device, signature] = value.split('.')
      if (!named || !device || named !== nameOf(account)) return undefined
      return sameSecret(signature, sign(`${named}.${device}`)) ? device : undefined
    },
    /** Gives the browser a cookie for `account` (a new one, or its own again). */
    remember(
      request: FastifyRequest,
      reply: FastifyReply,
      account: string,
      device = randomBytes(16).toString('base64url'),
    ) {
      const payload = `${nameOf(account)}.${device}`
      void reply.header(
        'set-cookie',
        cookie(deviceCookie, `${payload}.${sign(payload)}`, {
          secure: request.protocol === 'https',
          maxAge: yearSeconds,
        }),
      )
    },
  }
}

export type DeviceCookies = Awaited<ReturnType<typeof deviceCookies>>

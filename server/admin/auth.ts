import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { whenUnlocked } from '../storage/busy-retry.ts'
import type { Db } from '../storage/database.ts'

const sessionHours = 12

/** Compares two secrets without leaking where they differ. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return false
  const left = createHash('sha256').update(a).digest()
  const right = createHash('sha256').update(b).digest()
  return timingSafeEqual(left, right) && a.length === b.length
}

export const newToken = () => randomBytes(32).toString('base64url')

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface Session {
  csrfToken: string
}

/**
 * Admin sessions in the database (only token hashes are stored), so a restart does not log anyone out.
 * Each is bound to the fingerprint of the password it was opened with: another password, changed in
 * /admin or in ADMIN_PASSWORD between two starts, ends it.
 */
export function sessionStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, csrf_token, expires_at, password_fingerprint) VALUES (?, ?, ?, ?)',
  )
  const find = db.prepare<[string, number, string], { csrf_token: string }>(
    'SELECT csrf_token FROM sessions WHERE token_hash = ? AND expires_at > ? AND password_fingerprint = ?',
  )
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  const removeOthers = db.prepare('DELETE FROM sessions WHERE token_hash <> ?')
  const rebind = db.prepare('UPDATE sessions SET password_fingerprint = ? WHERE token_hash = ?')
  const create = db.transaction((tokenHash: string, csrfToken: string, fingerprint: string) => {
    purge.run(Date.now())
    insert.run(tokenHash, csrfToken, Date.now() + sessionHours * 3600 * 1000, fingerprint)
  })
  const keepOnly = db.transaction((tokenHash: string, fingerprint: string) => {
    removeOthers.run(tokenHash)
    rebind.run(fingerprint, tokenHash)
  })
  return {
    maxAgeSeconds: sessionHours * 3600,
    async create(fingerprint: string): Promise<{ token: string; csrfToken: string }> {
      const token = newToken()
      const csrfToken = newToken()
      await whenUnlocked(() => create.immediate(hashToken(token), csrfToken, fingerprint))
      return { token, csrfToken }
    },
    find(token: string | undefined, fingerprint: string | undefined): Session | undefined {
      if (!token || token.length > 200 || !fingerprint) return undefined
      const row = find.get(hashToken(token), Date.now(), fingerprint)
      return row ? { csrfToken: row.csrf_token } : undefined
    },
    async end(token: string | undefined): Promise<void> {
      if (token) await whenUnlocked(() => remove.run(hashToken(token)))
    },
    /** Ends every session but this one, which carries on under the new password's fingerprint. */
    async keepOnly(token: string, fingerprint: string): Promise<void> {
      await whenUnlocked(() => keepOnly.immediate(hashToken(token), fingerprint))
    },
  }
}

/** Cookie header → name/value pairs. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 1) continue
    const name = part.slice(0, at).trim()
    const raw = part.slice(at + 1).trim()
    try {
      cookies[name] ??= decodeURIComponent(raw)
    } catch {
      cookies[name] ??= raw
    }
  }
  return cookies
}

/** A Set-Cookie value limited to /admin: HttpOnly, SameSite=Strict, and Secure over HTTPS. */
export function cookie(name: string, value: string, options: { secure: boolean; maxAge?: number }): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/admin',
    'HttpOnly',
    'SameSite=Strict',
    options.secure ? 'Secure' : '',
    options.maxAge === undefined ? '' : `Max-Age=${options.maxAge}`,
  ]
    .filter(Boolean)
    .join('; ')
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { whenUnlocked } from '../storage/busy-retry.ts'
import type { Db } from '../storage/database.ts'

const sessionHours = 12
/** Sessions one person may hold at once; a new login ends their oldest beyond this. */
export const maxSessionsPerPerson = 10

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
  personId: string
}

/**
 * Admin sessions in the database (only token hashes are stored), so a restart does not log anyone out.
 * Each belongs to a person and is bound to the fingerprint of the password it was opened with: another
 * password (changed in /admin, or ADMIN_PASSWORD between two starts) ends it; so does removing the person.
 * A login deletes every expired session, and the person's oldest beyond `maxSessionsPerPerson`.
 */
export function sessionStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, csrf_token, expires_at, password_fingerprint, person_id) VALUES (?, ?, ?, ?, ?)',
  )
  const find = db.prepare<[string, number], { csrf_token: string; person_id: string; password_fingerprint: string }>(
    'SELECT csrf_token, person_id, password_fingerprint FROM sessions WHERE token_hash = ? AND expires_at > ? AND person_id IS NOT NULL',
  )
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  const removeOthers = db.prepare('DELETE FROM sessions WHERE person_id = ? AND token_hash <> ?')
  const removeAll = db.prepare('DELETE FROM sessions WHERE person_id = ?')
  const rebind = db.prepare('UPDATE sessions SET password_fingerprint = ? WHERE token_hash = ?')
  const removeOldest = db.prepare(
    `DELETE FROM sessions WHERE person_id = ? AND rowid NOT IN
       (SELECT rowid FROM sessions WHERE person_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT ${maxSessionsPerPerson})`,
  )
  const create = db.transaction((tokenHash: string, csrfToken: string, fingerprint: string, personId: string) => {
    purge.run(Date.now())
    insert.run(tokenHash, csrfToken, Date.now() + sessionHours * 3600 * 1000, fingerprint, personId)
    removeOldest.run(personId, personId)
  })
  const keepOnly = db.transaction((tokenHash: string, personId: string, fingerprint: string) => {
    removeOthers.run(personId, tokenHash)
    rebind.run(fingerprint, tokenHash)
  })
  return {
    maxAgeSeconds: sessionHours * 3600,
    async create(personId: string, fingerprint: string): Promise<{ token: string; csrfToken: string }> {
      const token = newToken()
      const csrfToken = newToken()
      await whenUnlocked(() => create.immediate(hashToken(token), csrfToken, fingerprint, personId))
      return { token, csrfToken }
    },
    /** The session, when its person's password is still the one whose fingerprint `fingerprintOf` gives. */
    find(token: string | undefined, fingerprintOf: (personId: string) => string | undefined): Session | undefined {
      if (!token || token.length > 200) return undefined
      const row = find.get(hashToken(token), Date.now())
      if (!row) return undefined
      const fingerprint = fingerprintOf(row.person_id)
      if (!fingerprint || fingerprint !== row.password_fingerprint) return undefined
      return { csrfToken: row.csrf_token, personId: row.person_id }
    },
    async end(token: string | undefined): Promise<void> {
      if (token) await whenUnlocked(() => remove.run(hashToken(token)))
    },
    /** Ends every other session of the person; this one carries on under the new password's fingerprint. */
    async keepOnly(token: string, personId: string, fingerprint: string): Promise<void> {
      await whenUnlocked(() => keepOnly.immediate(hashToken(token), personId, fingerprint))
    },
    /** Ends every session of the person. */
    async endAll(personId: string): Promise<void> {
      await whenUnlocked(() => removeAll.run(personId))
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

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
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

/** Admin sessions in the database (only token hashes are stored), so a restart does not log anyone out. */
export function sessionStore(db: Db) {
  const insert = db.prepare('INSERT INTO sessions (token_hash, csrf_token, expires_at) VALUES (?, ?, ?)')
  const find = db.prepare<[string, number], { csrf_token: string }>(
    'SELECT csrf_token FROM sessions WHERE token_hash = ? AND expires_at > ?',
  )
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  const removeOthers = db.prepare('DELETE FROM sessions WHERE token_hash <> ?')
  return {
    maxAgeSeconds: sessionHours * 3600,
    create(): { token: string; csrfToken: string } {
      purge.run(Date.now())
      const token = newToken()
      const csrfToken = newToken()
      insert.run(hashToken(token), csrfToken, Date.now() + sessionHours * 3600 * 1000)
      return { token, csrfToken }
    },
    find(token: string | undefined): Session | undefined {
      if (!token || token.length > 200) return undefined
      const row = find.get(hashToken(token), Date.now())
      return row ? { csrfToken: row.csrf_token } : undefined
    },
    end(token: string | undefined): void {
      if (token) remove.run(hashToken(token))
    },
    /** Ends every session but this one, as a password change must. */
    endAllBut(token: string): void {
      removeOthers.run(hashToken(token))
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

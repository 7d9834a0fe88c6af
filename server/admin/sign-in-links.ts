import { createHash } from 'node:crypto'
import { whenUnlocked } from '../storage/busy-retry.ts'
import type { Db } from '../storage/database.ts'
import { newToken } from './auth.ts'

/** How long a sign-in link works. */
export const linkHours = 48

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * One-time sign-in links: a token per link, of which only the hash is stored, good for 48 hours and
 * for one use. A new link for someone replaces their earlier ones.
 */
export function signInLinks(db: Db, now: () => number = Date.now) {
  const removeFor = db.prepare('DELETE FROM sign_in_links WHERE person_id = ?')
  const purge = db.prepare('DELETE FROM sign_in_links WHERE expires_at <= ?')
  const insert = db.prepare(
    'INSERT INTO sign_in_links (token_hash, person_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const find = db.prepare<[string, number], { person_id: string }>(
    'SELECT person_id FROM sign_in_links WHERE token_hash = ? AND expires_at > ?',
  )
  const sent = db.prepare<[string], { created_at: number }>(
    'SELECT max(created_at) AS created_at FROM sign_in_links WHERE person_id = ? HAVING count(*) > 0',
  )
  const create = db.transaction((personId: string, tokenHash: string, at: number) => {
    purge.run(at)
    removeFor.run(personId)
    insert.run(tokenHash, personId, at, at + linkHours * 3600_000)
  })
  const redeem = db.transaction((tokenHash: string, at: number) => {
    const row = find.get(tokenHash, at)
    if (row) removeFor.run(row.person_id)
    return row?.person_id
  })
  const isToken = (token: unknown): token is string =>
    typeof token === 'string' && token.length > 0 && token.length <= 200

  return {
    /** A new link's token for the person; their earlier links stop working. */
    async create(personId: string): Promise<string> {
      const token = newToken()
      await whenUnlocked(() => create.immediate(personId, hashOf(token), now()))
      return token
    },
    /** Whose link this is, while it still works; it stays usable. */
    personOf: (token: unknown): string | undefined =>
      isToken(token) ? find.get(hashOf(token), now())?.person_id : undefined,
    /** Whose link this is, using it up (with any other link of theirs); undefined when it no longer works. */
    redeem: (token: unknown): Promise<string | undefined> =>
      isToken(token) ? whenUnlocked(() => redeem.immediate(hashOf(token), now())) : Promise.resolve(undefined),
    /** When the person's unused link was made, if they have one. */
    sentAt: (personId: string): number | undefined => sent.get(personId)?.created_at,
  }
}

export type SignInLinks = ReturnType<typeof signInLinks>

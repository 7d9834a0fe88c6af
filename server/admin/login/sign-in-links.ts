import { createHash } from 'node:crypto'
import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'
import { newToken } from '../auth.ts'

/** How long a sign-in link works. */
export const linkHours = 48

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

type LinkRow = { person_id: string; access_fingerprint: string | null }

/**
 * One-time sign-in links: a token per link, of which only the hash is stored, good for 48 hours and
 * for one use. A new link for someone replaces their earlier ones. A link is bound to what
 * `accessOf` names of its person when it is made (their email, kind of account and password): once
 * any of them changes, the link no longer works.
 */
export function signInLinks(db: Db, accessOf: (personId: string) => string | undefined, now: () => number = Date.now) {
  const removeFor = db.prepare('DELETE FROM sign_in_links WHERE person_id = ?')
  const purge = db.prepare('DELETE FROM sign_in_links WHERE expires_at <= ?')
  const insert = db.prepare(
    'INSERT INTO sign_in_links (token_hash, person_id, created_at, expires_at, access_fingerprint) VALUES (?, ?, ?, ?, ?)',
  )
  const find = db.prepare<[string, number], LinkRow>(
    'SELECT person_id, access_fingerprint FROM sign_in_links WHERE token_hash = ? AND expires_at > ?',
  )
  const newest = db.prepare<[string], LinkRow & { created_at: number }>(
    'SELECT person_id, access_fingerprint, created_at FROM sign_in_links WHERE person_id = ? ORDER BY created_at DESC LIMIT 1',
  )
  const isCurrent = (row: LinkRow | undefined): row is LinkRow =>
    row !== undefined && row.access_fingerprint !== null && row.access_fingerprint === accessOf(row.person_id)
  const create = db.transaction((personId: string, tokenHash: string, at: number) => {
    purge.run(at)
    removeFor.run(personId)
    insert.run(tokenHash, personId, at, at + linkHours * 3600_000, accessOf(personId) ?? null)
  })
  const redeem = db.transaction((tokenHash: string, at: number) => {
    const row = find.get(tokenHash, at)
    if (row) removeFor.run(row.person_id)
    return isCurrent(row) ? row.person_id : undefined
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
    personOf(token: unknown): string | undefined {
      const row = isToken(token) ? find.get(hashOf(token), now()) : undefined
      return isCurrent(row) ? row.person_id : undefined
    },
    /** Whose link this is, using it up (with any other link of theirs); undefined when it no longer works. */
    redeem: (token: unknown): Promise<string | undefined> =>
      isToken(token) ? whenUnlocked(() => redeem.immediate(hashOf(token), now())) : Promise.resolve(undefined),
    /** When the person's unused link was made, if they have one that their changes since have not undone. */
    sentAt(personId: string): number | undefined {
      const row = newest.get(personId)
      return isCurrent(row) ? row.created_at : undefined
    },
  }
}

export type SignInLinks = ReturnType<typeof signInLinks>

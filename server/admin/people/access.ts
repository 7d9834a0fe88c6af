import { createHash, randomInt, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

/** A password as stored: scrypt with a random salt. */
export interface StoredHash {
  salt: string
  hash: string
}

/** Letters that cannot be mistaken for one another when read from a terminal. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A first-run password: 20 random characters in groups of five, about 98 bits. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  )
  return groups.join('-')
}

export async function hashOf(password: string): Promise<StoredHash> {
  const salt = randomBytes(16)
  const hash = await derive(password.normalize('NFC'), salt, 64)
  return { salt: salt.toString('base64'), hash: hash.toString('base64') }
}

export async function matches(attempt: string, expected: StoredHash): Promise<boolean> {
  const key = await derive(attempt.normalize('NFC'), Buffer.from(expected.salt, 'base64'), 64)
  return timingSafeEqual(key, Buffer.from(expected.hash, 'base64'))
}

/** Names the password in force without revealing anything of it: it changes whenever the password does. */
export const fingerprintOf = (hash: StoredHash | undefined) =>
  hash ? createHash('sha256').update(`${hash.salt}:${hash.hash}`).digest('base64url') : undefined

/** The hash of the /admin password made or changed in /admin, and the hash of the last ADMIN_PASSWORD seen. */
const keys = { stored: 'password', environment: 'environment-password' }

/**
 * The /admin password: ADMIN_PASSWORD when it is set, otherwise a hash kept in the database. With
 * neither, the first start makes one, stores only its hash and hands it back once to be printed.
 * ADMIN_PASSWORD's hash is kept too, so sessions of an earlier ADMIN_PASSWORD end when it changes.
 */
export async function adminAccess(db: Db, environmentPassword: string | undefined) {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM admin_settings WHERE key = ?')
  const write = db.prepare('INSERT OR REPLACE INTO admin_settings (key, value) VALUES (?, ?)')
  const stored = (key: string): StoredHash | undefined => {
    const row = read.get(key)
    return row ? (JSON.parse(row.value) as StoredHash) : undefined
  }
  const save = (key: string, hash: StoredHash) => whenUnlocked(() => write.run(key, JSON.stringify(hash)))

  const inForce = environmentPassword ? keys.environment : keys.stored
  if (environmentPassword) {
    const known = stored(keys.environment)
    if (!known || !(await matches(environmentPassword, known)))
      await save(keys.environment, await hashOf(environmentPassword))
  }
  let fingerprint = fingerprintOf(stored(inForce))

  const change = async (password: string): Promise<void> => {
    const hash = await hashOf(password)
    await save(keys.stored, hash)
    if (inForce === keys.stored) fingerprint = fingerprintOf(hash)
  }

  return {
    /** True when ADMIN_PASSWORD decides, so the password cannot be changed from /admin. */
    isFromEnvironment: environmentPassword !== undefined,
    /** Sessions are valid only under the fingerprint they were made with; undefined before any password exists. */
    fingerprint: () => fingerprint,
    /** Makes and stores a password when there is none yet; returns it so it can be shown once. */
    async firstRunPassword(): Promise<string | undefined> {
      if (environmentPassword || stored(keys.stored)) return undefined
      const password = generatePassword()
      await change(password)
      return password
    },
    async verify(attempt: string): Promise<boolean> {
      const expected = stored(inForce)
      return expected ? matches(attempt, expected) : false
    },
    change,
  }
}

export type AdminAccess = Awaited<ReturnType<typeof adminAccess>>

import { randomInt, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { Db } from '../storage/database.ts'

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>

interface StoredHash {
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

/**
 * The /admin password: ADMIN_PASSWORD when it is set, otherwise a hash kept in the database. With
 * neither, the first start makes one, stores only its hash and hands it back once to be printed.
 */
export function adminAccess(db: Db, environmentPassword: string | undefined) {
  const read = db.prepare<[], { value: string }>("SELECT value FROM admin_settings WHERE key = 'password'")
  const write = db.prepare("INSERT OR REPLACE INTO admin_settings (key, value) VALUES ('password', ?)")

  const store = async (password: string) => {
    const salt = randomBytes(16)
    const hash = await derive(password.normalize('NFC'), salt, 64)
    write.run(JSON.stringify({ salt: salt.toString('base64'), hash: hash.toString('base64') } satisfies StoredHash))
  }

  const stored = (): StoredHash | undefined => {
    const row = read.get()
    return row ? (JSON.parse(row.value) as StoredHash) : undefined
  }

  let environmentHash: Promise<StoredHash> | undefined
  if (environmentPassword) {
    const salt = randomBytes(16)
    environmentHash = derive(environmentPassword.normalize('NFC'), salt, 64).then((hash) => ({
      salt: salt.toString('base64'),
      hash: hash.toString('base64'),
    }))
  }

  return {
    /** True when ADMIN_PASSWORD decides, so the password cannot be changed from /admin. */
    isFromEnvironment: environmentPassword !== undefined,
    /** Makes and stores a password when there is none yet; returns it so it can be shown once. */
    async firstRunPassword(): Promise<string | undefined> {
      if (environmentPassword || stored()) return undefined
      const password = generatePassword()
      await store(password)
      return password
    },
    async verify(attempt: string): Promise<boolean> {
      const expected = environmentHash ? await environmentHash : stored()
      if (!expected) return false
      const key = await derive(attempt.normalize('NFC'), Buffer.from(expected.salt, 'base64'), 64)
      return timingSafeEqual(key, Buffer.from(expected.hash, 'base64'))
    },
    change: store,
  }
}

export type AdminAccess = ReturnType<typeof adminAccess>

import { createHash, randomUUID } from 'node:crypto'
import type { Person } from '../../../src/model/admin-api.ts'
import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'
import { giveSpaceBack } from '../../storage/give-space-back.ts'
import { fingerprintOf, hashOf, matches, type AdminAccess, type StoredHash } from './access.ts'
import type { PersonRole } from '../roles.ts'

/** Someone who can log in to /admin, as stored. */
export interface PersonRecord {
  id: string
  name: string
  email?: string
  role: PersonRole
  /** Logs in with the install's password (ADMIN_PASSWORD or the first-run one) rather than one of their own. */
  usesInstallPassword: boolean
  hasPassword: boolean
}

interface PersonRow {
  id: string
  name: string
  email: string | null
  role: PersonRole
  password_hash: string | null
  install_password: number
}

const toRecord = (row: PersonRow): PersonRecord => ({
  id: row.id,
  name: row.name,
  ...(row.email ? { email: row.email } : {}),
  role: row.role,
  usesInstallPassword: row.install_password === 1,
  hasPassword: row.install_password === 1 || row.password_hash !== null,
})

/** A name or email as compared: case and Unicode spelling do not matter. */
export const loginKey = (text: string): string => text.normalize('NFC').trim().toLocaleLowerCase('en')

/** The person as the API shows them to `you`. */
export const personView = (person: PersonRecord, youId: string | undefined, linkSentAt?: number): Person => ({
  id: person.id,
  name: person.name,
  ...(person.email ? { email: person.email } : {}),
  role: person.role,
  isYou: person.id === youId,
  hasPassword: person.hasPassword,
  ...(linkSentAt === undefined ? {} : { linkSentAt }),
})

/**
 * The people who can log in to /admin. The first owner logs in with the install's password (see
 * access.ts), so an install from before there were people keeps its password; everyone else has a
 * scrypt hash of their own, or none until they choose one through a sign-in link.
 */
export async function peopleStore(db: Db, access: AdminAccess) {
  const all = db.prepare<[], PersonRow>('SELECT * FROM people ORDER BY created_at, rowid')
  const one = db.prepare<[string], PersonRow>('SELECT * FROM people WHERE id = ?')
  const insert = db.prepare(
    'INSERT INTO people (id, name, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const updateDetails = db.prepare('UPDATE people SET name = ?, email = ?, role = ? WHERE id = ?')
  const updateHash = db.prepare('UPDATE people SET password_hash = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM people WHERE id = ?')
  const hashOfRow = (row: PersonRow | undefined): StoredHash | undefined =>
    row?.password_hash ? (JSON.parse(row.password_hash) as StoredHash) : undefined
  // Compared against when no one has the name given, so an unknown name takes as long as a wrong password.
  const stranger = await hashOf(randomUUID())

  const list = () => all.all().map(toRecord)
  const get = (id: string) => {
    const row = one.get(id)
    return row ? toRecord(row) : undefined
  }

  return {
    list,
    get,
    /** The person with this name or email; no name at all means the first owner, who has the install's password. */
    byLogin(name: string): PersonRecord | undefined {
      const people = list()
      if (name.trim() === '') return people.find((person) => person.usesInstallPassword)
      const key = loginKey(name)
      return people.find((person) => loginKey(person.name) === key || (person.email && loginKey(person.email) === key))
    },
    /** False for a wrong password, for someone without one yet, and for no one. */
    async verify(person: PersonRecord | undefined, attempt: string): Promise<boolean> {
      if (person?.usesInstallPassword) return access.verify(attempt)
      const hash = person ? hashOfRow(one.get(person.id)) : undefined
      const isRight = await matches(attempt, hash ?? stranger)
      return isRight && hash !== undefined
    },
    /** Names the person's password without revealing it: it changes whenever the password does. */
    fingerprintOf(id: string): string | undefined {
      const row = one.get(id)
      if (!row) return undefined
      return row.install_password === 1 ? access.fingerprint() : fingerprintOf(hashOfRow(row))
    },
    /**
     * Names what a sign-in link is sent for without revealing it: the person's email, kind of account
     * and password. It changes whenever any of them does, and not with their name.
     */
    accessFingerprintOf(id: string): string | undefined {
      const row = one.get(id)
      if (!row) return undefined
      const password = row.install_password === 1 ? access.fingerprint() : fingerprintOf(hashOfRow(row))
      return createHash('sha256')
        .update(JSON.stringify([row.email, row.role, password ?? null]))
        .digest('base64url')
    },
    async add(person: { name: string; email?: string; role: PersonRole; password?: string }): Promise<PersonRecord> {
      const id = randomUUID()
      const hash = person.password === undefined ? null : JSON.stringify(await hashOf(person.password))
      await whenUnlocked(() => insert.run(id, person.name, person.email ?? null, person.role, hash, Date.now()))
      return get(id)!
    },
    update: (id: string, details: { name: string; email?: string; role: PersonRole }) =>
      whenUnlocked(() => void updateDetails.run(details.name, details.email ?? null, details.role, id)),
    /** A new password; for the first owner, the install's (which ADMIN_PASSWORD may forbid: check first). */
    async setPassword(person: PersonRecord, password: string): Promise<void> {
      if (person.usesInstallPassword) return access.change(password)
      const hash = JSON.stringify(await hashOf(password))
      await whenUnlocked(() => updateHash.run(hash, person.id))
    },
    /** Removes them; their sessions, sign-in links and drafts go with them. */
    async remove(id: string): Promise<void> {
      await whenUnlocked(() => void remove.run(id))
      giveSpaceBack(db)
    },
    /** True when the install's password is set by ADMIN_PASSWORD, so it cannot be changed from /admin. */
    isPasswordFixed: (person: PersonRecord) => person.usesInstallPassword && access.isFromEnvironment,
  }
}

export type PeopleStore = Awaited<ReturnType<typeof peopleStore>>

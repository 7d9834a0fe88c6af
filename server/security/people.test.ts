import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PeopleList, Person } from '../../src/model/admin-api.ts'
import { guardMessages } from '../admin/admin-session.ts'
import { peopleMessages } from '../admin/people/people-messages.ts'
import {
  addPerson,
  callAdmin,
  logInToAdmin,
  peoplePassword,
  sessionFrom,
  sessionsByRole,
  type AdminSessionCookie,
} from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'correct horse battery staple'
let server: TestServer
let owner: AdminSessionCookie

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 100_000 } })
  owner = await logInToAdmin(server.base, password)
})
afterAll(() => server.close())

const status = async (path: string, session: AdminSessionCookie) =>
  (await callAdmin(server.base, path, { session })).status

const logIn = (body: { name?: string; password: string }, headers: Record<string, string> = {}) =>
  callAdmin(server.base, '/admin/api/login', { body, headers })

const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_device='))
    ?.split(';')[0]

async function peopleList(): Promise<PeopleList> {
  return (await (await callAdmin(server.base, '/admin/api/people', { session: owner })).json()) as PeopleList
}

describe('the owner adding people', () => {
  it('lists the first owner, the one the install’s password logs in as', async () => {
    const list = await peopleList()
    expect(list.canSendLinks).toBe(false)
    expect(list.people[0]).toEqual({ id: 'owner', name: 'Owner', role: 'owner', isYou: true, hasPassword: true })
  })

  it('adds someone who then logs in by name or email, in any case', async () => {
    const added = await addPerson(server.base, owner, {
      name: 'Amina Njoroge',
      email: 'amina@cleaners.test',
      role: 'editor',
      password: peoplePassword,
    })
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Amina Njoroge',
      email: 'amina@cleaners.test',
      role: 'editor',
      isYou: false,
      hasPassword: true,
    })
    const session = await logInToAdmin(server.base, peoplePassword, 'amina njoroge')
    expect(await status('/admin/api/site', session)).toBe(200)
    await logInToAdmin(server.base, peoplePassword, 'AMINA@cleaners.test')
    const asked = await callAdmin(server.base, '/admin/api/session', { session, body: {} })
    expect(((await asked.json()) as { person: Person }).person).toMatchObject({ name: 'Amina Njoroge', isYou: true })
  })

  it('says in one sentence per box what is wrong with what the owner wrote', async () => {
    const errorsOf = async (body: unknown) => {
      const response = await callAdmin(server.base, '/admin/api/people', { session: owner, body })
      expect(response.status).toBe(422)
      return ((await response.json()) as { errors: Record<string, string> }).errors
    }
    expect(await errorsOf({})).toEqual({
      name: peopleMessages.noName,
      role: peopleMessages.noRole,
      password: peopleMessages.noPassword,
    })
    expect(await errorsOf({ name: 'owner', email: 'not an address', role: 'boss', password: 'short' })).toEqual({
      name: peopleMessages.nameTaken,
      email: peopleMessages.badEmail,
      role: peopleMessages.noRole,
      password: expect.stringMatching(/^Use at least 12 characters/),
    })
    expect(await errorsOf({ name: 'New', email: 'Amina@Cleaners.test', role: 'inbox', sendLink: true })).toEqual({
      email: peopleMessages.emailTaken,
      password: peopleMessages.noMail,
    })
  })
})

describe('kinds of access', () => {
  it('change at once for someone already logged in', async () => {
    const person = await addPerson(server.base, owner, { name: 'Kamau', role: 'inbox', password: peoplePassword })
    const session = await logInToAdmin(server.base, peoplePassword, 'Kamau')
    expect(await status('/admin/api/site', session)).toBe(403)
    expect(await status('/admin/api/submissions', session)).toBe(200)
    const changed = await callAdmin(server.base, `/admin/api/people/${person.id}`, {
      session: owner,
      body: { role: 'editor' },
    })
    expect(await changed.json()).toMatchObject({ name: 'Kamau', role: 'editor' })
    expect(await status('/admin/api/site', session)).toBe(200)
    expect(await status('/admin/api/submissions', session)).toBe(403)
  })

  it('always leave at least one owner, and no one can remove themselves', async () => {
    const remove = (id: string, session = owner) =>
      callAdmin(server.base, `/admin/api/people/${id}`, { session, method: 'DELETE' })
    const errorOf = async (response: Response) => {
      expect(response.status).toBe(409)
      return ((await response.json()) as { error: string }).error
    }
    expect(await errorOf(await remove('owner'))).toBe(peopleMessages.notYourself)
    const demoted = await callAdmin(server.base, '/admin/api/people/owner', { session: owner, body: { role: 'inbox' } })
    expect(await errorOf(demoted)).toBe(peopleMessages.lastOwner)
    const second = await addPerson(server.base, owner, {
      name: 'Second Owner',
      role: 'owner',
      password: peoplePassword,
    })
    const secondSession = await logInToAdmin(server.base, peoplePassword, 'Second Owner')
    expect(await errorOf(await remove(second.id, secondSession))).toBe(peopleMessages.notYourself)
    expect((await remove(second.id)).status).toBe(200)
    expect((await remove(second.id)).status).toBe(404)
    expect(await status('/admin/api/people', secondSession)).toBe(401)
  })
})

describe('removing someone, or giving them a new password', () => {
  it('ends their sessions and revokes their browsers’ device cookies at once', async () => {
    const person = await addPerson(server.base, owner, { name: 'Baraka', role: 'editor', password: peoplePassword })
    const login = await logIn({ name: 'Baraka', password: peoplePassword })
    const device = deviceCookieOf(login)!
    const session = await sessionFrom(login)
    // The device cookie counts a failure against the device alone while it holds.
    await logIn({ name: 'Baraka', password: 'wrong guess' }, { cookie: device })
    expect(failureKeys()).toContain(`device:${device.split('.')[1]}`)

    const newPassword = 'the owner chose this one'
    const set = await callAdmin(server.base, `/admin/api/people/${person.id}/password`, {
      session: owner,
      body: { password: newPassword },
    })
    expect(set.status).toBe(200)
    expect(await status('/admin/api/site', session)).toBe(401)
    expect((await logIn({ name: 'Baraka', password: peoplePassword })).status).toBe(401)
    // Revoked: the old device cookie no longer spares the account's count.
    clearFailures()
    await logIn({ name: 'Baraka', password: 'wrong guess' }, { cookie: device })
    expect(failureKeys()).toEqual([`account:${person.id}`, 'address:127.0.0.1'])
    clearFailures()

    const again = await sessionFrom(await logIn({ name: 'Baraka', password: newPassword }))
    expect(await status('/admin/api/site', again)).toBe(200)
    const removed = await callAdmin(server.base, `/admin/api/people/${person.id}`, { session: owner, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(await status('/admin/api/site', again)).toBe(401)
    expect((await logIn({ name: 'Baraka', password: newPassword })).status).toBe(401)
    expect(server.query('SELECT count(*) AS n FROM sessions WHERE person_id = ?', person.id)).toEqual([{ n: 0 }])
  })

  it('of one’s own ends only one’s other sessions', async () => {
    await addPerson(server.base, owner, { name: 'Wambui', role: 'editor', password: peoplePassword })
    const editor = await logInToAdmin(server.base, peoplePassword, 'Wambui')
    const otherBrowser = await logInToAdmin(server.base, peoplePassword, 'Wambui')
    const changed = await callAdmin(server.base, '/admin/api/password', {
      session: editor,
      body: { current: peoplePassword, next: 'wambui’s own new phrase' },
    })
    expect(changed.status).toBe(200)
    expect(await status('/admin/api/site', editor)).toBe(200)
    expect(await status('/admin/api/site', otherBrowser)).toBe(401)
    expect(await status('/admin/api/people', owner)).toBe(200)
  })
})

describe('a name no one has', () => {
  it('is answered and slowed exactly as a wrong password is, saying neither', async () => {
    await addPerson(server.base, owner, { name: 'Zawadi', role: 'inbox', password: peoplePassword })
    const attempts = async (name: string) => {
      const answers: string[] = []
      for (let n = 0; n < 7; n++) {
        const response = await logIn({ name, password: 'a wrong guess' }, { 'x-forwarded-for': '203.0.113.5' })
        answers.push(`${response.status} ${((await response.json()) as { error: string }).error}`)
      }
      clearFailures()
      return answers
    }
    const known = await attempts('Zawadi')
    const unknown = await attempts('Nobody Here')
    expect(unknown).toEqual(known)
    expect(known.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => `401 ${peopleMessages.wrongLogin}`))
    expect(known.slice(5)).toEqual(Array.from({ length: 2 }, () => expect.stringMatching(/^429 Too many wrong/)))
  })
})

describe('sign-in links without mail', () => {
  it('cannot be sent', async () => {
    const response = await callAdmin(server.base, '/admin/api/people/owner/link', { session: owner, body: {} })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: string }).error).toBe(peopleMessages.noMail)
  })
})

describe('people calls', () => {
  it('are the owner’s only', async () => {
    const { editor, inbox, people } = await sessionsByRole(server.base, password)
    for (const session of [editor, inbox]) {
      const refused = await callAdmin(server.base, `/admin/api/people/${people.inbox.id}`, {
        session,
        method: 'DELETE',
      })
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { error: string }).error).toBe(guardMessages.notAllowed)
    }
    expect(await status('/admin/api/site', inbox)).toBe(403)
  })
})

function failureKeys(): string[] {
  return server.query<{ key: string }>('SELECT key FROM login_failures ORDER BY key').map((row) => row.key)
}

function clearFailures(): void {
  server.app.db.prepare('DELETE FROM login_failures').run()
  server.app.db.prepare('DELETE FROM login_attempts').run()
}

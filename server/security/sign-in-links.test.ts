import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PeopleList, Person, SignInLinkToSend } from '../../src/model/admin-api.ts'
import { peopleMessages } from '../admin/people/people-messages.ts'
import { addPerson, callAdmin, logInToAdmin, sessionFrom, type AdminSessionCookie } from '../testing/admin-client.ts'
import { startSmtpStandIn } from '../testing/smtp-stand-in.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'correct horse battery staple'
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
let server: TestServer
let owner: AdminSessionCookie

beforeAll(async () => {
  smtp = await startSmtpStandIn()
  server = await startTestServer({
    settings: {
      adminPassword: password,
      loginsPer15Minutes: 100_000,
      smtpUrl: smtp.url,
      mailFrom: 'web@cleaners.test',
    },
  })
  owner = await logInToAdmin(server.base, password)
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

/** The token of the sign-in link in the newest email to `to`. */
async function linkTokenFor(to: string, count: number): Promise<string> {
  await vi.waitFor(
    () => expect(smtp.messages.filter((mail) => mail.to.includes(`RCPT TO:<${to}>`))).toHaveLength(count),
    {
      timeout: 5000,
      interval: 20,
    },
  )
  const mail = smtp.messages.filter((one) => one.to.includes(`RCPT TO:<${to}>`)).at(-1)!
  const text = mail.data
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/sign-in\?token=([\w-]+)/.exec(text)
  expect(link).not.toBeNull()
  return link![1]!
}

const useLink = (token: string, chosen: string) =>
  callAdmin(server.base, '/admin/api/sign-in-link', { body: { token, password: chosen } })

describe('a sign-in link', () => {
  it('is emailed to someone added without a password, works once, and lets them choose their password', async () => {
    const list = (await (await callAdmin(server.base, '/admin/api/people', { session: owner })).json()) as PeopleList
    expect(list.canSendLinks).toBe(true)
    const added = await addPerson(server.base, owner, {
      name: 'Neema',
      email: 'neema@cleaners.test',
      role: 'inbox',
      sendLink: true,
    })
    expect(added).toMatchObject({ hasPassword: false, linkSentAt: expect.any(Number) })
    const token = await linkTokenFor('neema@cleaners.test', 1)
    expect(server.query('SELECT token_hash FROM sign_in_links')).not.toContainEqual({ token_hash: token })
    expect((await callAdmin(server.base, '/admin/api/login', { body: { name: 'Neema', password: '' } })).status).toBe(
      401,
    )

    const weak = await useLink(token, 'short')
    expect(weak.status).toBe(422)
    const chosen = 'neema chose this phrase'
    const session = await sessionFrom(await useLink(token, chosen))
    expect((await callAdmin(server.base, '/admin/api/submissions', { session })).status).toBe(200)
    const again = await useLink(token, 'another phrase entirely')
    expect(again.status).toBe(404)
    expect(((await again.json()) as { error: string }).error).toBe(peopleMessages.linkGone)
    await logInToAdmin(server.base, chosen, 'neema@cleaners.test')
    const people = (await (await callAdmin(server.base, '/admin/api/people', { session: owner })).json()) as PeopleList
    expect(people.people.find((person) => person.name === 'Neema')).toMatchObject({ hasPassword: true })
  })

  it('stops working after 48 hours, and a new one replaces the old', async () => {
    const added: Person = await addPerson(server.base, owner, {
      name: 'Juma',
      email: 'juma@cleaners.test',
      role: 'editor',
      sendLink: true,
    })
    const first = await linkTokenFor('juma@cleaners.test', 1)
    const resent = await callAdmin(server.base, `/admin/api/people/${added.id}/link`, { session: owner, body: {} })
    expect(resent.status).toBe(200)
    const second = await linkTokenFor('juma@cleaners.test', 2)
    expect((await useLink(first, 'juma’s chosen phrase')).status).toBe(404)

    const db = new Database(join(server.dataDir, 'site.db'))
    const row = db.prepare('SELECT created_at, expires_at FROM sign_in_links WHERE person_id = ?').get(added.id) as {
      created_at: number
      expires_at: number
    }
    expect(row.expires_at - row.created_at).toBe(48 * 3600_000)
    db.prepare('UPDATE sign_in_links SET expires_at = ? WHERE person_id = ?').run(Date.now() - 1, added.id)
    db.close()
    expect((await useLink(second, 'juma’s chosen phrase')).status).toBe(404)
  })

  it('stops working once that person’s email, password or kind of account changes, but not their name', async () => {
    const changes: [string, (id: string) => Promise<Response>][] = [
      [
        'email',
        (id) =>
          callAdmin(server.base, `/admin/api/people/${id}`, { session: owner, body: { email: 'right@cleaners.test' } }),
      ],
      [
        'password',
        (id) =>
          callAdmin(server.base, `/admin/api/people/${id}/password`, {
            session: owner,
            body: { password: 'the owner set this phrase' },
          }),
      ],
      [
        'access',
        (id) => callAdmin(server.base, `/admin/api/people/${id}`, { session: owner, body: { role: 'inbox' } }),
      ],
      [
        'name',
        (id) => callAdmin(server.base, `/admin/api/people/${id}`, { session: owner, body: { name: 'Amani K.' } }),
      ],
    ]
    const outcomes: Record<string, { status: number; error?: string; isShownAsSent: boolean }> = {}
    for (const [changed, change] of changes) {
      const address = `amani.${changed}@cleaners.test`
      const added = await addPerson(server.base, owner, {
        name: 'Amani',
        email: address,
        role: 'editor',
        sendLink: true,
      })
      const token = await linkTokenFor(address, 1)
      expect((await change(added.id)).status).toBe(200)
      const list = (await (await callAdmin(server.base, '/admin/api/people', { session: owner })).json()) as PeopleList
      const answer = await useLink(token, 'amani chose this phrase')
      outcomes[changed] = {
        status: answer.status,
        error: ((await answer.json()) as { error?: string }).error,
        isShownAsSent: list.people.find((person) => person.id === added.id)?.linkSentAt !== undefined,
      }
      const removed = await callAdmin(server.base, `/admin/api/people/${added.id}`, {
        session: owner,
        method: 'DELETE',
      })
      expect(removed.status).toBe(200)
    }
    const gone = { status: 404, error: peopleMessages.linkGone, isShownAsSent: false }
    expect(outcomes).toEqual({
      email: gone,
      password: gone,
      access: gone,
      name: { status: 200, error: undefined, isShownAsSent: true },
    })
  })

  it('is made for the owner to send by WhatsApp to someone without email, and works once like an emailed one', async () => {
    const added = await addPerson(server.base, owner, {
      name: 'Baraka',
      role: 'editor',
      password: 'a starting phrase here',
    })
    const made = await callAdmin(server.base, `/admin/api/people/${added.id}/link-to-send`, {
      session: owner,
      body: {},
    })
    expect(made.status).toBe(200)
    const { link, person } = (await made.json()) as SignInLinkToSend
    expect(person).toMatchObject({ id: added.id, linkSentAt: expect.any(Number) })
    const token = /^http:\/\/127\.0\.0\.1:\d+\/admin\/sign-in\?token=([\w-]+)$/.exec(link)?.[1]
    expect(token).toBeDefined()
    expect(server.query('SELECT token_hash FROM sign_in_links')).not.toContainEqual({ token_hash: token })

    const session = await sessionFrom(await useLink(token!, 'baraka chose this phrase'))
    expect((await useLink(token!, 'another phrase entirely')).status).toBe(404)
    await logInToAdmin(server.base, 'baraka chose this phrase', 'Baraka')

    const yours = await callAdmin(server.base, '/admin/api/people/me/link-to-send', { session: owner, body: {} })
    expect(yours.status).toBe(404)
    const list = (await (await callAdmin(server.base, '/admin/api/people', { session: owner })).json()) as PeopleList
    const you = list.people.find((one) => one.isYou)!
    const ownLink = await callAdmin(server.base, `/admin/api/people/${you.id}/link-to-send`, {
      session: owner,
      body: {},
    })
    expect([ownLink.status, ((await ownLink.json()) as { error: string }).error]).toEqual([409, peopleMessages.ownLink])
    const byEditor = await callAdmin(server.base, `/admin/api/people/${you.id}/link-to-send`, { session, body: {} })
    expect(byEditor.status).toBe(403)
  })

  it('is refused for made-up and odd tokens with the same sentence', async () => {
    for (const token of ['', 'A'.repeat(43), 42, null, 'x'.repeat(1000)]) {
      const answer = await useLink(token as string, 'some long phrase here')
      expect(answer.status).toBe(404)
      expect(((await answer.json()) as { error: string }).error).toBe(peopleMessages.linkGone)
    }
  })
})

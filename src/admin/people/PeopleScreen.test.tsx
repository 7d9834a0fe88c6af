// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PeopleList, Person } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen, testCsrfToken } from '../../testing/admin-test-kit.tsx'
import { PeopleScreen } from './PeopleScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const owner: Person = { id: 'p1', name: 'Amina', role: 'owner', isYou: true, hasPassword: true }
const editor: Person = {
  id: 'p2',
  name: 'Wanjiru',
  email: 'wanjiru@example.com',
  role: 'editor',
  isYou: false,
  hasPassword: true,
}
const list = (people: Person[], canSendLinks = false): PeopleList => ({ people, canSendLinks })

/** The problem written under a field, as its description reads it. */
const problemUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('admin-error'))?.textContent

const addForm = () => screen.getByRole('region', { name: 'Add someone' })

describe('PeopleScreen', () => {
  it('lists everyone with their kind of access in words', async () => {
    fakeAdminApi({ 'GET /admin/api/people': () => list([owner, editor]) })
    renderScreen(<PeopleScreen />, { person: owner })

    const articles = await screen.findAllByRole('article')
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Amina (you)',
      'Wanjiru',
    ])
    expect(within(articles[0]!).getByText('Owner — everything')).toBeDefined()
    expect(within(articles[1]!).getByText('Editor — website and history', { selector: 'p' })).toBeDefined()
    expect(within(articles[1]!).getByText('wanjiru@example.com')).toBeDefined()
    expect(within(articles[0]!).queryByRole('button', { name: /Remove/ })).toBeNull()
  })

  it("adds someone: the browser's and the server's problems under their fields, what was typed kept", async () => {
    const added: Person = { id: 'p3', name: 'Otieno', role: 'inbox', isYou: false, hasPassword: true }
    let isRefused = true
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner]),
      'POST /admin/api/people': () =>
        isRefused
          ? Response.json(
              {
                error: 'Some of what you wrote needs changing: see the words under each box.',
                errors: { name: 'Someone already has this name.', password: 'Use at least 12 characters.' },
              },
              { status: 422 },
            )
          : Response.json(added, { status: 201 }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })
    await screen.findByRole('region', { name: 'Add someone' })
    const form = within(addForm())

    await user.click(form.getByRole('button', { name: 'Add this person' }))
    expect(problemUnder(form.getByLabelText('Name'))).toBe('Write their name.')
    expect(problemUnder(form.getByLabelText('Starting password'))).toBe('Write the new password.')
    expect(document.activeElement).toBe(form.getByLabelText('Name'))
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await user.type(form.getByLabelText('Name'), 'Otieno')
    await user.click(form.getByLabelText('Inbox — requests and visits'))
    await user.type(form.getByLabelText('Starting password'), 'short')
    await user.type(form.getByLabelText('Repeat the starting password'), 'short')
    await user.click(form.getByRole('button', { name: 'Add this person' }))

    await waitFor(() => expect(problemUnder(form.getByLabelText('Name'))).toBe('Someone already has this name.'))
    expect(problemUnder(form.getByLabelText('Starting password'))).toBe('Use at least 12 characters.')
    expect(screen.queryByText(/see the words under each box/)).toBeNull()
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Otieno')
    expect((form.getByLabelText('Starting password') as HTMLInputElement).value).toBe('short')
    expect((form.getByLabelText('Inbox — requests and visits') as HTMLInputElement).checked).toBe(true)
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ name: 'Otieno', role: 'inbox', password: 'short' })
    expect(post?.headers['x-csrf-token']).toBe(testCsrfToken)

    isRefused = false
    await user.click(form.getByRole('button', { name: 'Add this person' }))

    const heading = await screen.findByRole('heading', { name: 'Otieno' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('status').textContent).toContain('Otieno was added.')
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('')
  })

  it('offers an emailed sign-in link when mail is set up, and then needs the email', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner], true),
      'POST /admin/api/people': () =>
        Response.json({ ...editor, id: 'p4', hasPassword: false, linkSentAt: Date.now() }, { status: 201 }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })
    await screen.findByRole('region', { name: 'Add someone' })
    const form = within(addForm())

    await user.type(form.getByLabelText('Name'), 'Wanjiru')
    await user.click(form.getByLabelText('Email them a sign-in link to choose their own'))
    expect(form.queryByLabelText('Starting password')).toBeNull()
    await user.click(form.getByRole('button', { name: 'Add this person' }))
    expect(problemUnder(form.getByLabelText('Email'))).toBe('Write their email, so the sign-in link can reach them.')

    await user.type(form.getByLabelText('Email'), 'wanjiru@example.com')
    await user.click(form.getByRole('button', { name: 'Add this person' }))

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('a sign-in link is on its way'))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wanjiru',
      email: 'wanjiru@example.com',
      role: 'editor',
      sendLink: true,
    })
  })

  it('changes the kind of access of someone', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner, editor]),
      'POST /admin/api/people/p2': () => ({ ...editor, role: 'inbox' }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    await user.selectOptions(await screen.findByLabelText('Kind of access for Wanjiru'), 'Inbox — requests and visits')
    await user.click(screen.getByRole('button', { name: 'Change access' }))

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Wanjiru now has this access: Inbox — requests and visits.'),
    )
    expect(api.calls.at(-1)?.body).toEqual({ role: 'inbox' })
    const card = screen.getByRole('article', { name: 'Wanjiru' })
    expect(within(card).getByText('Inbox — requests and visits', { selector: 'p' })).toBeDefined()
  })

  it('removes someone only after a question that names them, then focuses the list', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner, editor]),
      'DELETE /admin/api/people/p2': () => ({ ok: true }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    await user.click(await screen.findByRole('button', { name: 'Remove Wanjiru' }))
    const question = screen.getByText(/^Remove Wanjiru\?/)
    expect(document.activeElement).toBe(question)
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Keep Wanjiru' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Wanjiru' }))

    await user.click(screen.getByRole('button', { name: 'Remove Wanjiru' }))
    await user.click(screen.getByRole('button', { name: 'Yes, remove Wanjiru' }))

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Wanjiru' })).toBeNull())
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/admin/api/people/p2' })
    expect(screen.getByRole('status').textContent).toBe('Wanjiru was removed and can no longer log in.')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Who can log in' }))
  })

  it("says the server's sentence when someone cannot be removed", async () => {
    fakeAdminApi({
      'GET /admin/api/people': () => list([owner, editor]),
      'DELETE /admin/api/people/p2': () => Response.json({ error: 'There must always be one owner.' }, { status: 409 }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    await user.click(await screen.findByRole('button', { name: 'Remove Wanjiru' }))
    await user.click(screen.getByRole('button', { name: 'Yes, remove Wanjiru' }))

    expect((await screen.findByRole('alert')).textContent).toBe('There must always be one owner.')
    expect(screen.getByRole('heading', { name: 'Wanjiru' })).toBeDefined()
  })

  it('sets a new starting password, checked twice in the browser first', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner, editor]),
      'POST /admin/api/people/p2/password': () => ({ ok: true }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    await user.click(await screen.findByRole('button', { name: 'Set a new starting password for Wanjiru' }))
    const next = screen.getByLabelText('New starting password for Wanjiru')
    await waitFor(() => expect(document.activeElement).toBe(next))
    await user.type(next, 'a fresh long phrase')
    await user.type(screen.getByLabelText('Repeat the new starting password'), 'a fresh long phrasf')
    await user.click(screen.getByRole('button', { name: 'Save the starting password' }))
    expect(problemUnder(screen.getByLabelText('Repeat the new starting password'))).toBe(
      'The two new passwords are not the same. Write the new password again.',
    )

    await user.clear(screen.getByLabelText('Repeat the new starting password'))
    await user.type(screen.getByLabelText('Repeat the new starting password'), 'a fresh long phrase')
    await user.click(screen.getByRole('button', { name: 'Save the starting password' }))

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Wanjiru has a new starting password'))
    expect(api.calls.at(-1)?.body).toEqual({ password: 'a fresh long phrase' })
    expect(screen.queryByLabelText('New starting password for Wanjiru')).toBeNull()
  })

  it('corrects the name of the owner, who logs in with it from then on', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([{ ...owner, name: 'Owner' }]),
      'POST /admin/api/people/p1': () => ({ ...owner, name: 'Amina Wafula', email: 'amina@example.com' }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    await user.click(await screen.findByRole('button', { name: 'Change name or email of Owner' }))
    const card = within(screen.getByRole('article'))
    await waitFor(() => expect(document.activeElement).toBe(card.getByLabelText('Name')))
    await user.clear(card.getByLabelText('Name'))
    await user.type(card.getByLabelText('Name'), 'Amina Wafula')
    await user.type(card.getByLabelText('Email'), 'amina@example.com')
    await user.click(card.getByRole('button', { name: 'Save the name and email' }))

    expect(await screen.findByRole('heading', { name: 'Amina Wafula (you)' })).toBeDefined()
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Amina Wafula', email: 'amina@example.com' })
    expect(screen.getByRole('status').textContent).toBe('Saved. Amina Wafula logs in with this name.')
  })

  it('emails someone a new sign-in link when mail is set up', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/people': () => list([owner, { ...editor, hasPassword: false }], true),
      'POST /admin/api/people/p2/link': () => ({ ok: true }),
    })
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    expect(await screen.findByText('Has not chosen a password yet.')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Email a new sign-in link to Wanjiru' }))

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'A new sign-in link is on its way to wanjiru@example.com. It works once, for two days.',
      ),
    )
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: '/admin/api/people/p2/link' })
  })

  it('makes a sign-in link to send by WhatsApp when the website cannot email one, and copies it', async () => {
    const link = 'https://admin.ruirucleaning.co.ke/admin/sign-in?token=abc'
    const waiting = { ...editor, hasPassword: false }
    fakeAdminApi({
      'GET /admin/api/people': () => list([owner, waiting]),
      'POST /admin/api/people/p2/link-to-send': () => ({ link, person: { ...waiting, linkSentAt: Date.now() } }),
    })
    // user-event stands in for the clipboard.
    const user = userEvent.setup()
    renderScreen(<PeopleScreen />, { person: owner })

    expect(screen.queryByRole('button', { name: /Copy a sign-in link to send to Amina/ })).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Copy a sign-in link to send to Wanjiru' }))

    const box = (await screen.findByLabelText('Sign-in link for Wanjiru')) as HTMLInputElement
    expect(box.value).toBe(link)
    expect(await navigator.clipboard.readText()).toBe(link)
    expect(screen.getByText(/^Copied\. Send it to Wanjiru yourself, by WhatsApp/)).toBeDefined()
    expect(screen.getByRole('status').textContent).toBe('A sign-in link for Wanjiru is ready to send.')
    expect(screen.getByText(/A sign-in link was sent on/)).toBeDefined()
  })
})

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DraftState, PublishEvent } from '../../model/admin-api.ts'
import { anotherWindowSentence } from '../../model/draft-words.ts'
import { editRefusal } from '../../site-text/edit-error.ts'
import { fakeAdminApi, renderScreen, type FakeCall } from '../../testing/admin-test-kit.tsx'
import { siteForEditor, siteText, testDraft } from '../../testing/editor-site.ts'
import { businessWhen } from '../app/business-time.ts'
import { WebsiteScreen } from './WebsiteScreen.tsx'

const text = siteText
const site = siteForEditor
const check = { errors: [], warnings: [], ms: 3 }
const changedAt = testDraft().changedAt
const draft = (id: string, revision = 0): DraftState => testDraft({ id, revision })
/** The draft with the tagline changed: changes not published yet. */
const friendly = (id: string, revision: number): DraftState => ({
  ...draft(id, revision),
  text: text.replace('tagline: Professional', 'tagline: Friendly'),
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const editCalls = (calls: FakeCall[]) => calls.filter((call) => call.url.endsWith('/edits'))

describe('the website editor and its draft on the server', () => {
  it('starts a draft, sends each change as an edit, and takes the check from the answer', async () => {
    let revision = 0
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': (call) => {
        if ((call.body as { edits: unknown[] }).edits.length > 0) revision++
        return { revision, check }
      },
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = await screen.findByLabelText('Line about the business')
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    expect(sessionStorage.getItem('admin-draft-id')).toBe('d1')
    expect(editCalls(api.calls)[0]?.body).toEqual({ revision: 0, edits: [] })
    expect(screen.queryByText(/You have changes from/)).toBeNull()

    await userEvent.type(tagline, ' Always.')
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    const sent = editCalls(api.calls).slice(1)
    const edits = sent.flatMap((call) => (call.body as { edits: unknown[] }).edits)
    expect(edits).toHaveLength(' Always.'.length)
    expect(edits.at(-1)).toEqual({
      op: 'set',
      path: ['business', 'tagline'],
      value: 'Professional cleaning for commercial establishments and private residences. Always.',
    })
    expect(sent.map((call) => (call.body as { revision: number }).revision)).toEqual(sent.map((_, index) => index))
    expect(JSON.stringify(sent)).not.toContain('Ruiru Cleaning & Fumigation')
  })

  it('carries on without asking with the draft this tab works on (after a reload), and discards it after asking', async () => {
    sessionStorage.setItem('admin-draft-id', 'd1')
    const opened = [friendly('d1', 3), draft('d2')]
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => opened.shift(),
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 3, check }),
      'DELETE /admin/api/drafts/d1': () => new Response(null, { status: 204 }),
      'POST /admin/api/drafts/d2/edits': () => ({ revision: 0, check }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    expect(((await screen.findByLabelText('Line about the business')) as HTMLInputElement).value).toMatch(/^Friendly/)
    expect(screen.queryByText(/You have changes from/)).toBeNull()

    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard my changes' }))
    await waitFor(() => expect(sessionStorage.getItem('admin-draft-id')).toBe('d2'))
    expect(((await screen.findByLabelText('Line about the business')) as HTMLInputElement).value).toMatch(
      /^Professional/,
    )
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /admin/api/drafts/d1')
  })

  it('shows both values of a conflict and settles it as chosen', async () => {
    sessionStorage.setItem('admin-draft-id', 'd1')
    const conflict = { path: ['business', 'tagline'], mine: 'Friendly', theirs: 'Fast' }
    const refused: PublishEvent = {
      outcome: 'refused',
      reason: 'conflict',
      message:
        'Someone else changed the line about the business in the business details since you started, and so did you.',
      conflicts: [conflict],
    }
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => friendly('d1', 2),
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 2, check }),
      'POST /admin/api/drafts/d1/publish': () => new Response(`${JSON.stringify(refused)}\n`),
      'POST /admin/api/drafts/d1/rebase': () => ({ ...draft('d1', 3), version: 'v2' }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    // Said in the bar at the bottom, and shown again beside the choices.
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Someone else changed the line about the business/)
    expect(screen.getByRole('region', { name: 'Publishing' }).textContent).toContain(
      'Someone else changed the line about the business',
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Keep the published one: “Fast”' }))
    expect(screen.getByRole('radio', { name: 'Keep yours: “Friendly”' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Use these choices' }))
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/rebase'))).toBe(true))
    expect(api.calls.find((call) => call.url.endsWith('/rebase'))?.body).toEqual({
      revision: 2,
      keep: [{ path: ['business', 'tagline'], keep: 'theirs' }],
    })
    await waitFor(() => expect(screen.queryByText(/Someone else changed the line about the business/)).toBeNull())
  })

  it('says in the bar when changes cannot reach the server, keeps them, and sends them when it answers again', async () => {
    let isReachable = true
    let revision = 0
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': (call) => {
        if (!isReachable) throw new TypeError('Failed to fetch')
        if ((call.body as { edits: unknown[] }).edits.length > 0) revision++
        return { revision, check }
      },
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = (await screen.findByLabelText('Line about the business')) as HTMLInputElement
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    isReachable = false
    await userEvent.type(tagline, '!')

    const bar = screen.getByRole('region', { name: 'Publish your changes' })
    const notSaved =
      'Your latest changes are not saved yet: the server cannot be reached. They are sent again on their own.'
    expect((await within(bar).findByRole('status')).textContent).toBe(notSaved)
    expect(tagline.value).toMatch(/residences\.!$/)
    isReachable = true
    await waitFor(() => expect(within(bar).getByRole('status').textContent).not.toBe(notSaved), { timeout: 5000 })
    expect(editCalls(api.calls).at(-1)?.body).toMatchObject({ revision: 0, edits: [{ op: 'set' }] })
    expect(revision).toBe(1)
  })

  it('says in the bar, not at the top of the screen, why a change could not be made', async () => {
    const unreadable = editRefusal('unreadableText', 'line 3 has a tab.')
    fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'GET /admin/api/drafts/d1': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': (call) =>
        (call.body as { edits: unknown[] }).edits.length === 0
          ? { revision: 0, check }
          : Response.json({ error: unreadable.message, ...unreadable.coded }, { status: 422 }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = await screen.findByLabelText('Line about the business')
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    await userEvent.type(tagline, '!')

    const bar = screen.getByRole('region', { name: 'Publish your changes' })
    const refusal =
      'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.'
    expect((await within(bar).findByRole('alert')).textContent).toBe(refusal)
    expect(screen.getAllByText(refusal)).toHaveLength(1)
  })
})

describe('the person’s draft, from any window', () => {
  const leftOver = `You have changes from ${businessWhen(changedAt)} that are not published yet.`

  it('offers the changes left in a window since closed, and carries on with them', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => friendly('d1', 4),
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 4, check }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const offer = await screen.findByRole('region', { name: 'Changes not published yet' })
    expect(offer.textContent).toContain(leftOver)
    expect(screen.queryByLabelText('Line about the business')).toBeNull()
    expect(editCalls(api.calls)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Carry on' }))
    expect(((await screen.findByLabelText('Line about the business')) as HTMLInputElement).value).toMatch(/^Friendly/)
    expect(screen.getByText('1 change waiting to be published.')).toBeTruthy()
    expect(sessionStorage.getItem('admin-draft-id')).toBe('d1')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Website', level: 1 }))
  })

  it('throws the changes left away after asking, and starts from the published website', async () => {
    const opened = [friendly('d1', 4), draft('d2')]
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => opened.shift(),
      'DELETE /admin/api/drafts/d1': () => new Response(null, { status: 204 }),
      'POST /admin/api/drafts/d2/edits': () => ({ revision: 0, check }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    await userEvent.click(await screen.findByRole('button', { name: 'Throw them away' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard my changes' }))

    expect(((await screen.findByLabelText('Line about the business')) as HTMLInputElement).value).toMatch(
      /^Professional/,
    )
    expect(screen.getByText('No changes waiting.')).toBeTruthy()
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /admin/api/drafts/d1')
    expect(sessionStorage.getItem('admin-draft-id')).toBe('d2')
  })

  /** A fake draft d1 that another window moves on to revision 7 (its email changed) once `movedOn` says so. */
  function twoWindows() {
    const server = { isMovedOn: false, revision: 0 }
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': (call) => {
        const body = call.body as { revision: number; edits: unknown[] }
        if (server.isMovedOn && server.revision < 7) server.revision = 7
        if (body.revision !== server.revision) return Response.json({ error: anotherWindowSentence }, { status: 409 })
        server.revision += body.edits.length > 0 ? 1 : 0
        return { revision: server.revision, check }
      },
      'GET /admin/api/drafts/d1': () => ({
        ...draft('d1', 7),
        text: text.replace('email: info@example.com', 'email: hello@example.com'),
      }),
    })
    return { server, api }
  }

  it('shows the newest copy when another window changed the draft first, with this window’s change made again on it', async () => {
    const { server, api } = twoWindows()
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = (await screen.findByLabelText('Line about the business')) as HTMLInputElement
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    server.isMovedOn = true
    await userEvent.type(tagline, '!')

    const bar = screen.getByRole('region', { name: 'Publish your changes' })
    expect(await within(bar).findByText(anotherWindowSentence)).toBeTruthy()
    await waitFor(() => expect(server.revision).toBe(8))
    expect((screen.getByLabelText('Line about the business') as HTMLInputElement).value).toMatch(/residences\.!$/)
    expect(screen.getByDisplayValue('hello@example.com')).toBeTruthy()
    expect(editCalls(api.calls).at(-1)?.body).toEqual({
      revision: 7,
      edits: [{ op: 'set', path: ['business', 'tagline'], value: expect.stringMatching(/residences\.!$/) as string }],
    })
  })

  it('says so when this window’s last change cannot be made again on the newest copy', async () => {
    const { server } = twoWindows()
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = (await screen.findByLabelText('Line about the business')) as HTMLInputElement
    await userEvent.type(tagline, '!')
    await waitFor(() => expect(server.revision).toBe(1))
    server.isMovedOn = true
    // Undo is made as a change of the whole text, which cannot be made again on another one.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))

    const bar = screen.getByRole('region', { name: 'Publish your changes' })
    expect((await within(bar).findByRole('alert')).textContent).toBe(
      `${anotherWindowSentence} Your last change in this window could not be kept: make it again.`,
    )
    expect(screen.getByDisplayValue('hello@example.com')).toBeTruthy()
    expect(server.revision).toBe(7)
  })

  it('shows the newest copy on coming back to the tab, when another window moved the draft on', async () => {
    let revision = 0
    fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': () => ({ revision, check }),
      'GET /admin/api/drafts/d1': () => (revision === 0 ? draft('d1') : friendly('d1', revision)),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((settle) => setTimeout(settle, 50))
    expect(screen.queryByText(anotherWindowSentence)).toBeNull()

    revision = 2
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await screen.findByText(anotherWindowSentence)).toBeTruthy()
    expect((screen.getByLabelText('Line about the business') as HTMLInputElement).value).toMatch(/^Friendly/)
  })
})

describe('undo and redo', () => {
  it('take a change back and put it back, each sent as an edit, by button and by Ctrl+Z / Ctrl+Shift+Z', async () => {
    let revision = 0
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft('d1'),
      'POST /admin/api/drafts/d1/edits': (call) => {
        revision += (call.body as { edits: unknown[] }).edits.length
        return { revision, check }
      },
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const tagline = (await screen.findByLabelText('Line about the business')) as HTMLInputElement
    const original = tagline.value
    await userEvent.type(tagline, ' Always.')
    await waitFor(() => expect(screen.getByText('1 change waiting to be published.')).toBeTruthy())

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(tagline.value).toBe(original)
    expect(screen.getByText('No changes waiting.')).toBeTruthy()
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(tagline.value).toBe(`${original} Always.`)
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(tagline.value).toBe(original)

    await waitFor(() => {
      const edits = editCalls(api.calls).flatMap((call) => (call.body as { edits: { op: string }[] }).edits)
      expect(edits.slice(-3).map((edit) => edit.op)).toEqual(['splice', 'splice', 'splice'])
    })
  })
})

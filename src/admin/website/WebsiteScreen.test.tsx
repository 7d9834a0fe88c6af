// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DraftState, PublishEvent, SiteForEditor } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen, type FakeCall } from '../../testing/admin-test-kit.tsx'
import { WebsiteScreen } from './WebsiteScreen.tsx'

const root = join(import.meta.dirname, '../../..')
const text = readFileSync(join(root, 'site.yaml'), 'utf8')
const site: SiteForEditor = {
  text,
  version: 'v1',
  schema: JSON.parse(readFileSync(join(root, 'schema/site.schema.json'), 'utf8')) as Record<string, unknown>,
  publicFiles: [],
}
const check = { errors: [], warnings: [], ms: 3 }
const draft = (id: string, revision = 0): DraftState => ({ id, version: 'v1', revision, text, baseText: text })

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
    const tagline = await screen.findByLabelText('Tagline')
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    expect(sessionStorage.getItem('admin-draft-id')).toBe('d1')
    expect(editCalls(api.calls)[0]?.body).toEqual({ revision: 0, edits: [] })

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

  it('carries on with the draft of this tab, and discards it after asking', async () => {
    sessionStorage.setItem('admin-draft-id', 'd1')
    const changed = { ...draft('d1', 3), text: text.replace('tagline: Professional', 'tagline: Friendly') }
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'GET /admin/api/drafts/d1': () => changed,
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 3, check }),
      'DELETE /admin/api/drafts/d1': () => new Response(null, { status: 204 }),
      'POST /admin/api/drafts': () => draft('d2'),
      'POST /admin/api/drafts/d2/edits': () => ({ revision: 0, check }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    expect(((await screen.findByLabelText('Tagline')) as HTMLInputElement).value).toMatch(/^Friendly/)

    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard my changes' }))
    await waitFor(() => expect(sessionStorage.getItem('admin-draft-id')).toBe('d2'))
    expect(((await screen.findByLabelText('Tagline')) as HTMLInputElement).value).toMatch(/^Professional/)
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /admin/api/drafts/d1')
  })

  it('shows both values of a conflict and settles it as chosen', async () => {
    sessionStorage.setItem('admin-draft-id', 'd1')
    const conflict = { path: ['business', 'tagline'], mine: 'Friendly', theirs: 'Fast' }
    const refused: PublishEvent = {
      outcome: 'refused',
      reason: 'conflict',
      message: 'Someone else changed the tagline in the business details since you started, and so did you.',
      conflicts: [conflict],
    }
    const api = fakeAdminApi({
      'GET /admin/api/site': () => site,
      'GET /admin/api/drafts/d1': () => ({
        ...draft('d1', 2),
        text: text.replace('tagline: Professional', 'tagline: Friendly'),
      }),
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 2, check }),
      'POST /admin/api/drafts/d1/publish': () => new Response(`${JSON.stringify(refused)}\n`),
      'POST /admin/api/drafts/d1/rebase': () => ({ ...draft('d1', 3), version: 'v2' }),
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText(/Someone else changed the tagline/)).toBeTruthy()
    await userEvent.click(screen.getByRole('radio', { name: 'Keep the published one: “Fast”' }))
    expect(screen.getByRole('radio', { name: 'Keep yours: “Friendly”' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Use these choices' }))
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/rebase'))).toBe(true))
    expect(api.calls.find((call) => call.url.endsWith('/rebase'))?.body).toEqual({
      revision: 2,
      keep: [{ path: ['business', 'tagline'], keep: 'theirs' }],
    })
    await waitFor(() => expect(screen.queryByText(/Someone else changed the tagline/)).toBeNull())
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
    const tagline = (await screen.findByLabelText('Tagline')) as HTMLInputElement
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

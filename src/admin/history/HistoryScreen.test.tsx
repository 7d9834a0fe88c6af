// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HistoryDetail, PublishEvent } from '../../model/admin-api.ts'
import type { BringBackItem, HistoryListEntry, HistoryPlan } from '../../model/history-api.ts'
import { fakeAdminApi, renderScreen, testCsrfToken } from '../../testing/admin-test-kit.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

// 23 Nov 2026, 14:05 in Nairobi (UTC+3).
const newest = Date.UTC(2026, 10, 23, 11, 5)

const latest: HistoryListEntry = {
  id: 3,
  createdAt: newest,
  origin: 'editor',
  author: 'Mary',
  version: 'v3',
  changed: ['pages./.blocks[0].heading'],
  commit: '0123456789abcdef0123456789abcdef01234567',
  summary: 'Changed the heading of the section “Clean homes” on the home page.',
  canUndo: true,
}
const earlier: HistoryListEntry = {
  id: 2,
  createdAt: newest - 86_400_000,
  origin: 'editor',
  author: 'Peter',
  version: 'v2',
  changed: ['business.phones[0].number'],
  summary: 'Changed the “Office” phone number.',
  canUndo: true,
}
const fromDisk: HistoryListEntry = {
  id: 1,
  createdAt: newest - 2 * 86_400_000,
  origin: 'disk',
  author: '',
  version: 'v1',
  changed: [],
  summary: 'The website as it was first recorded.',
  canUndo: false,
}

/** The bar at the bottom of the screen, where what an undo or a bringing back did is said. */
const bar = () => screen.getByRole('region', { name: 'What happened' })

const detail: HistoryDetail = {
  entry: earlier,
  text: 'pages:\n  /about:\n    title: About us\n',
  diff: [
    { kind: 'skipped', line: 1, count: 7 },
    { kind: 'same', line: 8, lines: ['line: 8'] },
    { kind: 'removed', line: 11, lines: ['    title: About'] },
    { kind: 'added', line: 11, lines: ['    title: About us'] },
  ],
}

const undoPlan: HistoryPlan = {
  version: 'live-4',
  changes: ['The “Office” phone number: “+254 711 222 333” becomes “+254 700 000 001”.'],
  laterWork: [],
}

/** A publish's answer as the server streams it: one JSON line per event, cut mid-line between chunks. */
const ndjson = (events: PublishEvent[]) => {
  const bytes = new TextEncoder().encode(events.map((event) => JSON.stringify(event) + '\n').join(''))
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 30))
        controller.enqueue(bytes.slice(30))
        controller.close()
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  )
}

const published: PublishEvent[] = [
  { step: 'checking' },
  { step: 'building' },
  { step: 'switching' },
  { step: 'recording' },
  { outcome: 'published', id: 4, version: 'v4', changed: ['business.phones[0].number'], warnings: [] },
]

const entryOf = async (when: string) =>
  (await screen.findByRole('heading', { name: when })).closest('li') as HTMLElement

describe('HistoryScreen', () => {
  it('lists the publishes newest first in words: when, who and what changed, with no code words', async () => {
    fakeAdminApi({ 'GET /admin/api/history': () => [latest, earlier, fromDisk] })
    renderScreen(<HistoryScreen />)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('History')
    await screen.findByRole('heading', { name: '23 Nov 2026, 14:05' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '23 Nov 2026, 14:05',
      '22 Nov 2026, 14:05',
      '21 Nov 2026, 14:05',
    ])
    const second = await entryOf('22 Nov 2026, 14:05')
    expect(within(second).getByText('Published by Peter')).toBeDefined()
    expect(within(second).getByText('Changed the “Office” phone number.')).toBeDefined()
    expect(within(second).getByRole('button', { name: 'Undo these changes' })).toBeDefined()
    const first = await entryOf('21 Nov 2026, 14:05')
    expect(within(first).getByText('Changed by the web developer')).toBeDefined()
    expect(within(first).queryByRole('button', { name: 'Undo these changes' })).toBeNull()
    const visible = document.body.textContent ?? ''
    expect(visible).not.toMatch(/phones\[|blocks\[|commit|0123456|site\.yaml|YAML/i)
  })

  it('says when older versions were removed to make room', async () => {
    fakeAdminApi({ 'GET /admin/api/history': () => [latest, { ...earlier, canUndo: false, olderRemoved: true }] })
    renderScreen(<HistoryScreen />)
    expect(await screen.findByText(/^Older versions were removed to make room/)).toBeDefined()
  })

  it('keeps the exact lines behind a disclosure marked as advanced, loaded when opened', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2': () => detail,
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    expect(api.calls.map((call) => call.url)).toEqual(['/admin/api/history'])
    await user.click(within(entry).getByText('Advanced (rarely needed)'))

    expect((await within(entry).findByRole('insertion')).textContent).toBe('+Added:     title: About us')
    expect(within(entry).getByRole('deletion').textContent).toBe('−Removed:     title: About')
    expect(within(entry).getByText('… 7 unchanged lines not shown …')).toBeDefined()
  })

  it('undoes one publish after showing what changes, streaming its steps, then refreshes the list', async () => {
    let list = [latest, earlier]
    const api = fakeAdminApi({
      'GET /admin/api/history': () => list,
      'GET /admin/api/history/2/undo': () => undoPlan,
      'POST /admin/api/history/2/undo': () => {
        list = [{ ...earlier, id: 4, createdAt: newest + 60_000, author: 'Wanjiru' }, latest, earlier]
        return ndjson(published)
      },
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(entry).getByRole('button', { name: 'Undo these changes' }))

    const heading = await within(entry).findByRole('heading', { name: 'Undo the changes of 22 Nov 2026, 14:05?' })
    expect(document.activeElement).toBe(heading)
    const changes = await within(entry).findByRole('list', { name: 'This changes the website now:' })
    expect(within(changes).getByRole('listitem').textContent).toBe(undoPlan.changes[0])
    expect(within(entry).getByText('Everything else on the website stays as it is.')).toBeDefined()

    await user.click(within(entry).getByRole('button', { name: 'Yes, undo these changes' }))
    const name = within(entry).getByLabelText('Your name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
    await user.type(name, 'Wanjiru')
    await user.click(within(entry).getByRole('button', { name: 'Yes, undo these changes' }))

    await waitFor(() =>
      expect(within(bar()).getByRole('status').textContent).toContain(
        'Undone: the website shows what it showed before',
      ),
    )
    // Its steps stay in the panel, each ticked; the outcome is said once, in the bar.
    const status = within(entry).getByRole('status')
    expect(status.textContent).not.toContain('Undone')
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓Checked', '✓Site built', '✓Switched to the new version', '✓Recorded in the history'])
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ version: 'live-4', replaceLater: false, author: 'Wanjiru' })
    expect(post?.headers['x-csrf-token']).toBe(testCsrfToken)
    expect(localStorage.getItem('admin-author')).toBe('Wanjiru')
    expect(await screen.findByRole('heading', { name: '23 Nov 2026, 14:06' })).toBeDefined()
    expect(document.activeElement).toBe(within(entry).getByRole('button', { name: 'Close' }))
  })

  it('says the outcome of one undo until the next one starts', async () => {
    localStorage.setItem('admin-author', 'Peter')
    let finishSecond = () => {}
    const lines = new TextEncoder().encode(published.map((event) => JSON.stringify(event) + '\n').join(''))
    fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2/undo': () => undoPlan,
      'GET /admin/api/history/3/undo': () => undoPlan,
      'POST /admin/api/history/2/undo': () => ndjson(published),
      // Its answer comes only when the test says so.
      'POST /admin/api/history/3/undo': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              finishSecond = () => {
                controller.enqueue(lines)
                controller.close()
              }
            },
          }),
        ),
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const older = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(older).getByRole('button', { name: 'Undo these changes' }))
    await user.click(await within(older).findByRole('button', { name: 'Yes, undo these changes' }))
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toContain('Undone'))

    const newer = await entryOf('23 Nov 2026, 14:05')
    await user.click(within(newer).getByRole('button', { name: 'Undo these changes' }))
    // Opening another undo changes nothing on the website: what was said still holds.
    expect(within(bar()).getByRole('status').textContent).toContain('Undone')
    await user.click(await within(newer).findByRole('button', { name: 'Yes, undo these changes' }))
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toBe(''))
    expect(bar().className).toContain('is-empty')

    finishSecond()
    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toContain('Undone'))
  })

  it('warns of later work in the same places and replaces it only once that is ticked', async () => {
    localStorage.setItem('admin-author', 'Peter')
    const plan: HistoryPlan = {
      ...undoPlan,
      laterWork: ['The “Office” phone number was changed again later, to “+254 799 888 777”.'],
      refusal: 'Later changes were made in the same places.',
    }
    const api = fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2/undo': () => plan,
      'POST /admin/api/history/2/undo': () => ndjson(published),
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(entry).getByRole('button', { name: 'Undo these changes' }))

    const warning = await within(entry).findByRole('group', { name: /^Warning: later changes were made/ })
    expect(within(warning).getByRole('listitem').textContent).toBe(plan.laterWork[0])
    const confirm = within(entry).getByRole('button', { name: 'Yes, undo these changes' })
    expect(confirm.getAttribute('aria-disabled')).toBe('true')
    await user.click(confirm)
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.click(within(warning).getByRole('checkbox', { name: 'Replace these later changes too' }))
    expect(confirm.getAttribute('aria-disabled')).toBeNull()
    await user.click(confirm)
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        replaceLater: true,
        author: 'Peter',
      }),
    )
  })

  it("shows a refusal in the server's words", async () => {
    localStorage.setItem('admin-author', 'Peter')
    fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2/undo': () => undoPlan,
      'POST /admin/api/history/2/undo': () =>
        Response.json({ error: 'The website changed since you looked at the preview.' }, { status: 409 }),
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(entry).getByRole('button', { name: 'Undo these changes' }))
    await user.click(await within(entry).findByRole('button', { name: 'Yes, undo these changes' }))

    expect((await within(bar()).findByRole('alert')).textContent).toBe(
      'The website changed since you looked at the preview.',
    )
    expect(within(bar()).getByRole('status').textContent).not.toContain('Undone')
  })

  it('says why a publish cannot be undone on its own, offering no way to do it', async () => {
    const plan: HistoryPlan = {
      version: 'live-4',
      changes: [],
      laterWork: ['The services was changed again later.'],
      refusal: 'These changes cannot be taken back on their own any more.',
    }
    fakeAdminApi({ 'GET /admin/api/history': () => [latest, earlier], 'GET /admin/api/history/2/undo': () => plan })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(entry).getByRole('button', { name: 'Undo these changes' }))

    expect(await within(entry).findByText(plan.refusal!)).toBeDefined()
    expect(within(entry).getByText(plan.laterWork[0]!)).toBeDefined()
    expect(within(entry).queryByRole('button', { name: 'Yes, undo these changes' })).toBeNull()
    expect(within(entry).getByRole('button', { name: 'Close' })).toBeDefined()
  })

  it('brings back one chosen page or post after showing what changes', async () => {
    localStorage.setItem('admin-author', 'Njeri')
    const items: BringBackItem[] = [
      { kind: 'page', key: '/about', name: 'the page “About us”', state: 'changed' },
      { kind: 'post', key: 'carpets', name: 'the post “Carpet care”', state: 'removed' },
    ]
    const plan: HistoryPlan = { version: 'live-9', changes: ['The post “Carpet care” comes back.'], laterWork: [] }
    const api = fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2/items': () => items,
      'GET /admin/api/history/2/bring-back?kind=post&key=carpets': () => plan,
      'POST /admin/api/history/2/bring-back': () => ndjson(published),
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    await user.click(within(entry).getByRole('button', { name: 'Bring back a page or post' }))

    const choices = await within(entry).findByRole('group', { name: 'Which one?' })
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['The page “About us” (changed since)', 'The post “Carpet care” (no longer on the website)'])
    await user.click(within(choices).getByRole('radio', { name: /Carpet care/ }))
    expect(await within(entry).findByText('The post “Carpet care” comes back.')).toBeDefined()
    await user.click(within(entry).getByRole('button', { name: 'Yes, bring it back' }))

    await waitFor(() => expect(within(bar()).getByRole('status').textContent).toContain('Brought back'))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      version: 'live-9',
      kind: 'post',
      key: 'carpets',
      author: 'Njeri',
    })
  })

  it('closes a panel without doing anything and gives the focus back to its button', async () => {
    const api = fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2/undo': () => undoPlan,
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = await entryOf('22 Nov 2026, 14:05')
    const undo = within(entry).getByRole('button', { name: 'Undo these changes' })
    await user.click(undo)
    await user.click(await within(entry).findByRole('button', { name: 'Cancel' }))

    expect(within(entry).queryByLabelText('Your name')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(undo))
    expect(undo.getAttribute('aria-expanded')).toBe('false')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })
})

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HistoryDetail, HistoryEntry, PublishEvent } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen, testCsrfToken } from '../../testing/admin-test-kit.tsx'
import { HistoryScreen } from './HistoryScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

// 23 Nov 2026, 14:05 in Nairobi (UTC+3).
const newest = Date.UTC(2026, 10, 23, 11, 5)

const latest: HistoryEntry = {
  id: 3,
  createdAt: newest,
  origin: 'editor',
  author: 'Mary',
  version: 'v3',
  changed: ['business.phones[0].number', 'pages./about.title', 'pages./', 'faq', 'footer', 'services[2]'],
  commit: '0123456789abcdef0123456789abcdef01234567',
}
const earlier: HistoryEntry = {
  id: 2,
  createdAt: newest - 86_400_000,
  origin: 'editor',
  author: 'Peter',
  version: 'v2',
  changed: ['pages./about.title'],
}
const fromDisk: HistoryEntry = {
  id: 1,
  createdAt: newest - 2 * 86_400_000,
  origin: 'disk',
  author: '',
  version: 'v1',
  changed: [],
}

const detail: HistoryDetail = {
  entry: earlier,
  text: 'pages:\n  /about:\n    title: About us\n',
  diff: [
    { kind: 'skipped', line: 1, count: 7 },
    { kind: 'same', line: 8, lines: ['line: 8', 'line: 9', 'line: 10'] },
    { kind: 'removed', line: 11, lines: ['    title: About'] },
    { kind: 'added', line: 11, lines: ['    title: About us'] },
  ],
}

/** The restore's answer as the server streams it: one JSON line per event, cut mid-line between chunks. */
const ndjson = (events: PublishEvent[]) => {
  const text = events.map((event) => JSON.stringify(event) + '\n').join('')
  const bytes = new TextEncoder().encode(text)
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

const steps: PublishEvent[] = [{ step: 'checking' }, { step: 'building' }, { step: 'switching' }, { step: 'recording' }]

const entryNamed = (when: string) => screen.getByRole('heading', { name: when }).closest('li') as HTMLElement

/** The history screen over two versions, the older one's diff ready to show. */
function showHistory() {
  const api = fakeAdminApi({
    'GET /admin/api/history': () => [latest, earlier],
    'GET /admin/api/history/2': () => detail,
  })
  const user = userEvent.setup()
  renderScreen(<HistoryScreen />)
  return { api, user }
}

describe('HistoryScreen', () => {
  it('lists the publishes newest first: when, who, the commit and what changed', async () => {
    fakeAdminApi({ 'GET /admin/api/history': () => [latest, earlier, fromDisk] })
    renderScreen(<HistoryScreen />)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('History')
    await screen.findByRole('heading', { name: '23 Nov 2026, 14:05' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '23 Nov 2026, 14:05',
      '22 Nov 2026, 14:05',
      '21 Nov 2026, 14:05',
    ])
    const first = entryNamed('23 Nov 2026, 14:05')
    expect(within(first).getByText('Published by Mary')).toBeDefined()
    expect(within(first).getByText('0123456').tagName).toBe('CODE')
    expect(
      within(within(first).getByRole('list', { name: 'Changed:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['business.phones[0].number', 'pages./about.title', 'pages./', 'faq', 'footer', 'and 1 more'])
    expect(within(entryNamed('21 Nov 2026, 14:05')).getByText('Changed outside the editor')).toBeDefined()
  })

  it('shows the diff of the chosen version, marked by sign and word, with the unchanged lines left out counted', async () => {
    const { api, user } = showHistory()

    const entry = (await screen.findByRole('heading', { name: '22 Nov 2026, 14:05' })).closest('li') as HTMLElement
    const show = within(entry).getByRole('button', { name: 'Show the changes' })
    await user.click(show)

    const added = await within(entry).findByRole('insertion')
    expect(show.getAttribute('aria-expanded')).toBe('true')
    expect(added.textContent).toBe('+Added:     title: About us')
    expect(within(entry).getByRole('deletion').textContent).toBe('−Removed:     title: About')
    expect(within(entry).getByText('Added:').className).toBe('visually-hidden')
    expect(within(entry).getByText('… 7 unchanged lines not shown …')).toBeDefined()
    expect(within(entry).getByText('line: 8')).toBeDefined()
    expect(within(entry).getByText('added line').closest('p')?.textContent).toBe(
      '+ added line− removed lineno mark: unchanged',
    )
    expect(api.calls.map((call) => call.url)).toEqual(['/admin/api/history', '/admin/api/history/2'])
  })

  it('restores a version after a confirmation in the page, showing each step, then refreshes the list', async () => {
    const restored: HistoryEntry = { ...earlier, id: 4, createdAt: newest + 60_000, author: 'Wanjiru', version: 'v4' }
    let list = [latest, earlier]
    const api = fakeAdminApi({
      'GET /admin/api/history': () => list,
      'GET /admin/api/history/2': () => detail,
      'POST /admin/api/history/2/restore': () => {
        list = [restored, latest, earlier]
        return ndjson([
          ...steps,
          {
            outcome: 'published',
            id: 4,
            version: 'v4',
            changed: ['pages./about.title'],
            warnings: ['Published, but the git commit failed (no repository).'],
          },
        ])
      },
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = (await screen.findByRole('heading', { name: '22 Nov 2026, 14:05' })).closest('li') as HTMLElement
    await user.click(within(entry).getByRole('button', { name: 'Show the changes' }))

    await user.click(await within(entry).findByRole('button', { name: 'Restore this version' }))
    const name = within(entry).getByLabelText('Your name')
    expect(document.activeElement).toBe(name)
    await user.click(within(entry).getByRole('button', { name: 'Yes, restore it' }))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(name, 'Wanjiru')
    await user.click(within(entry).getByRole('button', { name: 'Yes, restore it' }))

    const status = within(entry).getByRole('status')
    await waitFor(() => expect(status.textContent).toContain('Restored: the site now shows this version.'))
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Checking…', 'Building the site…', 'Switching…', 'Recording…'])
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ author: 'Wanjiru' })
    expect(post?.headers['x-csrf-token']).toBe(testCsrfToken)
    expect(within(status).getByText('Published, but the git commit failed (no repository).')).toBeDefined()
    expect(localStorage.getItem('admin-author')).toBe('Wanjiru')
    expect(await screen.findByRole('heading', { name: '23 Nov 2026, 14:06' })).toBeDefined()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it("shows the refusal in the server's words, with the remembered name filled in", async () => {
    localStorage.setItem('admin-author', 'Peter')
    const api = fakeAdminApi({
      'GET /admin/api/history': () => [latest, earlier],
      'GET /admin/api/history/2': () => detail,
      'POST /admin/api/history/2/restore': () =>
        ndjson([
          { step: 'checking' },
          { outcome: 'refused', reason: 'busy', message: 'Another publish is still running.' },
        ]),
    })
    const user = userEvent.setup()
    renderScreen(<HistoryScreen />)
    const entry = (await screen.findByRole('heading', { name: '22 Nov 2026, 14:05' })).closest('li') as HTMLElement
    await user.click(within(entry).getByRole('button', { name: 'Show the changes' }))
    await user.click(await within(entry).findByRole('button', { name: 'Restore this version' }))

    expect((within(entry).getByLabelText('Your name') as HTMLInputElement).value).toBe('Peter')
    await user.click(within(entry).getByRole('button', { name: 'Yes, restore it' }))

    expect((await within(entry).findByRole('alert')).textContent).toBe('Another publish is still running.')
    expect(within(entry).getByRole('status').textContent).not.toContain('Restored')
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ author: 'Peter' })
  })

  it('cancels the confirmation without restoring and gives the focus back to the button', async () => {
    const { api, user } = showHistory()
    const entry = (await screen.findByRole('heading', { name: '22 Nov 2026, 14:05' })).closest('li') as HTMLElement
    await user.click(within(entry).getByRole('button', { name: 'Show the changes' }))
    await user.click(await within(entry).findByRole('button', { name: 'Restore this version' }))

    await user.click(within(entry).getByRole('button', { name: 'Cancel' }))

    expect(within(entry).queryByLabelText('Your name')).toBeNull()
    expect(document.activeElement).toBe(within(entry).getByRole('button', { name: 'Restore this version' }))
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })
})

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InboxForms, InboxPage, InboxRoom, Submission } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen } from '../../testing/admin-test-kit.tsx'
import { InboxScreen } from './InboxScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const forms: InboxForms = {
  quote: { title: 'Get a Free Quote', fields: [{ name: 'name', label: 'Your name', kind: 'text' }] },
}

// 23 Nov 2026, 14:05 in Nairobi (UTC+3).
const newest = Date.UTC(2026, 10, 23, 11, 5)
const request = (id: string, name: string, hoursEarlier: number, handledAt: number | null = null): Submission => ({
  id,
  form: 'quote',
  data: { name },
  createdAt: newest - hoursEarlier * 3_600_000,
  handledAt,
})
const wanjiru = request('q1', 'Wanjiru', 0)
const otieno = request('q2', 'Otieno', 2, newest)

const roomOf = (stored: number, limit = 200): InboxRoom => ({ stored, limit, isNearlyFull: stored >= 0.8 * limit })
const page = (items: Submission[], room = roomOf(items.length)): InboxPage => ({ items, hasMore: false, room })
const answers = (submissions: () => InboxPage) => ({
  'GET /admin/api/forms': () => forms,
  'GET /admin/api/deliveries': () => [],
  'GET /admin/api/submissions': submissions,
})

describe('removing a request', () => {
  it('asks first, naming the request, then removes it and moves the focus to the next one', async () => {
    const api = fakeAdminApi({
      ...answers(() => page([wanjiru, otieno])),
      'DELETE /admin/api/submissions/q1': () => ({ room: roomOf(1) }),
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    const first = (await screen.findAllByRole('article'))[0] as HTMLElement
    await user.click(within(first).getByRole('button', { name: 'Remove this request' }))
    expect(
      within(first).getByText(
        'Remove the Get a Free Quote request received 23 Nov 2026, 14:05 (Your name: Wanjiru)? It cannot be brought back.',
      ),
    ).toBeDefined()
    await user.click(within(first).getByRole('button', { name: 'Keep it' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Remove this request' }))

    await user.click(within(first).getByRole('button', { name: 'Remove this request' }))
    await user.click(within(first).getByRole('button', { name: 'Yes, remove it' }))

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/admin/api/submissions/q1' })
    expect(screen.getByRole('status').textContent).toBe(
      'The Get a Free Quote request received 23 Nov 2026, 14:05 (Your name: Wanjiru) was removed.',
    )
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Get a Free Quote'))
    expect(within(screen.getByRole('article')).getByText('Otieno')).toBeDefined()
  })
})

describe('the warning before the inbox is full', () => {
  it('says from 80 % how many more requests fit and what to do, and nothing before', async () => {
    fakeAdminApi(answers(() => page([wanjiru], roomOf(170))))
    renderScreen(<InboxScreen />)

    const warning = await screen.findByRole('heading', { name: 'The inbox is nearly full' })
    const section = warning.closest('section') as HTMLElement
    expect(section.textContent).toContain('30 more requests fit')
    expect(section.textContent).toMatch(/Download for Excel.*remove/)
    expect(section.textContent).not.toMatch(/MAX_SUBMISSIONS|submission|\//)
    cleanup()

    fakeAdminApi(answers(() => page([wanjiru], roomOf(159))))
    renderScreen(<InboxScreen />)
    await screen.findAllByRole('article')
    expect(screen.queryByRole('heading', { name: /inbox is/ })).toBeNull()
  })

  it('says when it is full that requests from the website are being refused', async () => {
    fakeAdminApi(answers(() => page([wanjiru], roomOf(200))))
    renderScreen(<InboxScreen />)

    const warning = await screen.findByRole('heading', { name: 'The inbox is full' })
    expect(warning.closest('section')?.textContent).toContain('refused')
  })
})

describe('removing handled requests older than a chosen time', () => {
  it('asks first, removes them in one step, says how many and shows the room made', async () => {
    let isRemoved = false
    const api = fakeAdminApi({
      ...answers(() => (isRemoved ? page([wanjiru], roomOf(100)) : page([wanjiru, otieno], roomOf(170)))),
      'POST /admin/api/submissions/remove-handled': () => {
        isRemoved = true
        return { removed: 70, room: roomOf(100) }
      },
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    await screen.findByRole('heading', { name: 'The inbox is nearly full' })
    await user.selectOptions(screen.getByLabelText('Remove the handled requests received'), 'over 3 months ago')
    await user.click(screen.getByRole('button', { name: 'Remove handled requests' }))
    expect(
      screen.getByText('Remove every handled request received over 3 months ago? They cannot be brought back.'),
    ).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Yes, remove them' }))

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('70 handled requests removed.'))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ olderThanDays: 90 })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'The inbox is nearly full' })).toBeNull()
  })
})

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FailedDelivery, InboxForms, InboxPage, Submission } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen, testCsrfToken } from '../../testing/admin-test-kit.tsx'
import { testFields } from '../../testing/test-forms.ts'
import { InboxScreen } from './InboxScreen.tsx'
import { showTimesIn } from '../app/business-time.ts'
import { defaultTimeZone, todayIn } from '../../model/time/local-time.ts'
import { directSource } from '../../model/visits/source-words.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const forms: InboxForms = {
  quote: {
    title: 'Get a Free Quote',
    fields: [
      { name: 'name', label: 'Your name', kind: 'text' },
      { name: 'message', label: 'Message', kind: 'textarea' },
    ],
  },
  booking: {
    title: 'Book a Cleaning Session',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'date', label: 'Preferred date', kind: 'date' },
      { name: 'hasPets', label: 'Pets at home', kind: 'yes-no' },
      { name: 'arrival', label: 'Arrival time', kind: 'time' },
      { name: 'service', label: 'Service', kind: 'select', options: testFields.service.options },
    ],
  },
}

// 23 Nov 2026, 14:05 in Nairobi (UTC+3).
const newest = Date.UTC(2026, 10, 23, 11, 5)

const quote: Submission = {
  id: 'q1',
  form: 'quote',
  data: { name: 'Wanjiru', message: '<b>Two sofas</b>\nand a rug' },
  createdAt: newest,
  handledAt: null,
}
const booking: Submission = {
  id: 'b1',
  form: 'booking',
  data: { name: 'Otieno', date: '2026-12-01', hasPets: 'no', arrival: '08:30', service: 'carpet', source: 'old site' },
  createdAt: newest - 3 * 3_600_000,
  handledAt: newest - 60_000,
}

const page = (items: Submission[], hasMore = false): InboxPage => ({
  items,
  hasMore,
  room: { stored: items.length, limit: 100_000, isNearlyFull: false },
})

const failed: FailedDelivery = {
  id: 7,
  submissionId: 'q1',
  form: 'quote',
  channel: 'email',
  attempts: 20,
  lastError: 'Connection refused',
  gaveUpAt: newest,
}

const baseAnswers = {
  'GET /admin/api/forms': () => forms,
  'GET /admin/api/deliveries': () => [],
  'GET /admin/api/submissions': () => page([quote, booking]),
}

const dlOf = (article: HTMLElement) =>
  within(article)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('InboxScreen', () => {
  it('lists the requests newest first, with their form, time, state, labelled fields and answers in words', async () => {
    fakeAdminApi(baseAnswers)
    renderScreen(<InboxScreen />)

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inbox')
    await screen.findByText('Get a Free Quote', { selector: 'h2' })
    const articles = screen.getAllByRole('article')
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Get a Free Quote',
      'Book a Cleaning Session',
    ])
    const [first, second] = articles as [HTMLElement, HTMLElement]
    expect(within(first).getByText('23 Nov 2026, 14:05').getAttribute('datetime')).toBe('2026-11-23T11:05:00.000Z')
    expect(within(first).getByText('New')).toBeDefined()
    expect(within(second).getByText('Handled')).toBeDefined()
    expect(dlOf(first)).toEqual([
      ['Your name', 'Wanjiru'],
      ['Message', '<b>Two sofas</b>\nand a rug'],
    ])
    expect(first.querySelector('b')).toBeNull()
    expect(dlOf(second)).toEqual([
      ['Name', 'Otieno'],
      ['Preferred date', 'Tue, 1 Dec 2026'],
      ['Pets at home', 'No'],
      ['Arrival time', '8:30'],
      ['Service', 'Carpet Cleaning'],
      ['source', 'old site'],
    ])
    expect(screen.queryByRole('heading', { name: 'Deliveries that failed' })).toBeNull()
  })

  it('shows when each request came in the time zone the site names', async () => {
    showTimesIn('Europe/London')
    try {
      fakeAdminApi(baseAnswers)
      renderScreen(<InboxScreen />)
      const [first] = await screen.findAllByRole('article')
      expect(within(first!).getByText('23 Nov 2026, 11:05').getAttribute('datetime')).toBe('2026-11-23T11:05:00.000Z')
    } finally {
      showTimesIn(undefined)
    }
  })

  it('says which page each request was sent from and where that visit came from in words, when the server knows', async () => {
    fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/submissions': () =>
        page([
          { ...quote, sentFrom: 'Carpet Cleaning', cameFrom: 'Google' },
          { ...booking, sentFrom: 'Home', cameFrom: directSource },
        ]),
    })
    renderScreen(<InboxScreen />)

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    expect(within(first).getByText('Sent from the Carpet Cleaning page · came from Google')).toBeDefined()
    expect(
      within(second).getByText('Sent from the Home page · the visitor typed the address or used a bookmark'),
    ).toBeDefined()
    expect(document.body.textContent).not.toContain('Direct')
  })

  it('names the language each request was written in, where the server gives it', async () => {
    fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/submissions': () =>
        page([
          { ...quote, sentFrom: 'Wasiliana Nasi', language: 'sw-KE' },
          { ...booking, language: 'en-KE' },
        ]),
    })
    renderScreen(<InboxScreen />)

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    expect(within(first).getByText('Sent from the Wasiliana Nasi page · in Kiswahili')).toBeDefined()
    expect(within(second).getByText('In English')).toBeDefined()
  })

  it('marks a request handled with the CSRF header, and updates it in place with who handled it', async () => {
    const api = fakeAdminApi({
      ...baseAnswers,
      'POST /admin/api/submissions/q1/handled': () => ({ ...quote, handledAt: newest + 1000, handledBy: 'Wanjiru' }),
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    const first = (await screen.findAllByRole('article'))[0] as HTMLElement
    await user.click(within(first).getByRole('button', { name: 'Mark as handled' }))

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Marked as handled.'))
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.url).toBe('/admin/api/submissions/q1/handled')
    expect(post?.body).toEqual({ handled: true })
    expect(post?.headers['x-csrf-token']).toBe(testCsrfToken)
    expect(within(first).getByText('Handled by Wanjiru')).toBeDefined()
    expect(within(first).getByRole('button', { name: /handled/ }).textContent).toBe('Mark as not handled')
  })

  it('filters by form, and offers every request as one file for Excel', async () => {
    const api = fakeAdminApi({ ...baseAnswers, 'GET /admin/api/submissions?form=booking': () => page([booking]) })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    await screen.findByRole('option', { name: 'Book a Cleaning Session' })
    const download = screen.getByRole('link', { name: 'Download for Excel' })
    expect(download.getAttribute('href')).toBe('/admin/requests.xlsx')
    expect(download.hasAttribute('download')).toBe(true)
    await user.selectOptions(screen.getByLabelText('Show requests from'), 'Book a Cleaning Session')

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('article').querySelector('h2')?.textContent).toBe('Book a Cleaning Session')
    expect(api.calls.map((call) => call.url)).toContain('/admin/api/submissions?form=booking')
    // The file has a sheet for each form, so it stays the same whichever form is shown.
    expect(screen.getByRole('link', { name: 'Download for Excel' }).getAttribute('href')).toBe('/admin/requests.xlsx')
    expect(document.body.textContent).not.toMatch(/\bCSV\b|submission/i)
  })

  it('says in its status, once the file for Excel is asked for, what the file is called and where it goes', async () => {
    fakeAdminApi(baseAnswers)
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)
    // jsdom downloads nothing.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })

    await user.click(await screen.findByRole('link', { name: 'Download for Excel' }))
    expect(screen.getByRole('status').textContent).toBe(
      `The file “Requests ${todayIn(defaultTimeZone)}.xlsx” is downloading. Look for it in your Downloads.`,
    )
  })

  it('loads older requests after the last one shown, and moves the focus to the first of them', async () => {
    const older = { ...quote, id: 'q0', data: { name: 'Kamau' }, createdAt: newest - 86_400_000 }
    fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/submissions': () => page([quote, booking], true),
      [`GET /admin/api/submissions?before=${booking.createdAt}`]: () => page([older]),
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    await user.click(await screen.findByRole('button', { name: 'Older requests' }))

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    const third = screen.getAllByRole('article')[2] as HTMLElement
    expect(dlOf(third)).toEqual([['Your name', 'Kamau']])
    await waitFor(() => expect(document.activeElement).toBe(within(third).getByRole('heading')))
    expect(screen.queryByRole('button', { name: 'Older requests' })).toBeNull()
  })

  it('shows the deliveries that failed and sends one back to the queue', async () => {
    const api = fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/deliveries': () => [failed],
      'POST /admin/api/deliveries/7/retry': () => ({ ok: true }),
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    const section = (await screen.findByRole('heading', { name: 'Deliveries that failed' })).closest('section')
    expect(section?.textContent).toContain('never notified')
    expect(dlOf(section as HTMLElement)).toEqual([
      ['Form', 'Get a Free Quote'],
      ['Channel', 'email'],
      ['Attempts', '20'],
      ['Last error', 'Connection refused'],
      ['Gave up', '23 Nov 2026, 14:05'],
    ])

    await user.click(screen.getByRole('button', { name: /^Retry/ }))

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent back to the queue.'))
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: '/admin/api/deliveries/7/retry' })
    expect(screen.queryByRole('heading', { name: 'Deliveries that failed' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  it('says under the request why it could not be marked, and keeps it as it was', async () => {
    fakeAdminApi({
      ...baseAnswers,
      'POST /admin/api/submissions/q1/handled': () =>
        Response.json({ error: 'This request was removed by someone else.' }, { status: 404 }),
    })
    const user = userEvent.setup()
    renderScreen(<InboxScreen />)

    const first = (await screen.findAllByRole('article'))[0] as HTMLElement
    await user.click(within(first).getByRole('button', { name: 'Mark as handled' }))

    expect((await within(first).findByRole('alert')).textContent).toBe('This request was removed by someone else.')
    expect(within(first).getByText('New')).toBeDefined()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says when the failed deliveries cannot be loaded', async () => {
    fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/deliveries': () =>
        Response.json({ error: 'Your session has ended. Log in again.' }, { status: 401 }),
    })
    renderScreen(<InboxScreen />)

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The failed deliveries could not be loaded. Your session has ended. Log in again.',
    )
  })

  it("shows the server's words when the requests cannot be loaded", async () => {
    fakeAdminApi({
      ...baseAnswers,
      'GET /admin/api/submissions': () =>
        Response.json({ error: 'Your session has ended. Log in again.' }, { status: 401 }),
    })
    renderScreen(<InboxScreen />)

    expect((await screen.findByRole('alert')).textContent).toBe('Your session has ended. Log in again.')
  })
})

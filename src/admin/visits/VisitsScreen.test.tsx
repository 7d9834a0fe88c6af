// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VisitDaySpan, VisitsReport } from '../../model/contracts/visits-report.ts'
import { fakeAdminApi, renderScreen } from '../../testing/admin-test-kit.tsx'
import { directSource } from '../../model/visits/source-words.ts'
import { VisitsScreen } from './VisitsScreen.tsx'
import { requestsEvery } from './visits-words.ts'

// jsdom draws no canvas: the chart library is replaced by one that keeps what it was asked to draw.
const drawn = vi.hoisted(() => ({ charts: [] as { data: number[][]; destroyed: boolean }[] }))
vi.mock('uplot', () => ({
  default: class {
    private readonly chart: { data: number[][]; destroyed: boolean }
    constructor(_options: unknown, data: number[][]) {
      this.chart = { data, destroyed: false }
      drawn.charts.push(this.chart)
    }
    setSize() {}
    destroy() {
      this.chart.destroyed = true
    }
  },
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  drawn.charts.length = 0
})

/** A fixed answer in the shape of GET /admin/api/visits, `days` long, ending on Fri 27 Nov 2026. */
function reportOf(days: VisitDaySpan): VisitsReport {
  const perDay = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 27 - (days - 1) + index))
    return {
      day: date.toISOString().slice(0, 10),
      visits: 100 + index * days,
      visitors: 60 + index,
      requests: index % 3,
    }
  })
  return {
    days,
    from: perDay[0]!.day,
    to: '2026-11-27',
    perDay,
    totals: {
      visits: 1234 * days,
      visitors: 987,
      requests: 15,
      requestShare: 0.0123,
      chatOpened: 41,
      chatSent: 17,
      callTaps: 9,
      formsOpened: [
        { form: 'quote', title: 'Get a Free Quote', opened: 33 },
        { form: 'booking', title: 'Book a Visit', opened: 12 },
      ],
    },
    pages: [
      { path: '/', title: 'Home', visits: 900, visitors: 700, requests: 4 },
      { path: '/carpetcleaning', title: 'Carpet Cleaning', visits: 250, visitors: 200, requests: 10 },
      { path: '/about', title: 'About us', visits: 84, visitors: 80, requests: 0 },
    ],
    sources: [
      { source: 'Google', visits: 700, requests: 9 },
      { source: directSource, visits: 300, requests: 4 },
      { source: 'flyer', visits: 34, requests: 2 },
    ],
    servicePages: [{ path: '/carpetcleaning', title: 'Carpet Cleaning', visits: 250, bookings: 6 }],
  }
}

function openVisits(route = '/visits') {
  const api = fakeAdminApi(
    Object.fromEntries(
      ([7, 30, 90] as const).map((days) => [`GET /admin/api/visits?days=${days}`, () => reportOf(days)]),
    ),
  )
  renderScreen(<VisitsScreen />, { route })
  return api
}

const figure = (name: string) => {
  const term = screen.getAllByRole('term').find((element) => element.textContent === name)
  if (!term) throw new Error(`No figure named ${name}`)
  return term.nextElementSibling?.textContent
}

/** The text of each body row's cells, its heading cell first; `hidden` rows too (a closed disclosure's). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent))

describe('the Visits screen', () => {
  it('asks for the last 30 days at first and shows their figures in words', async () => {
    const { calls } = openVisits()
    expect(await screen.findByText('From Thu, 29 Oct 2026 to Fri, 27 Nov 2026')).toBeDefined()
    expect(calls.map((call) => call.url)).toEqual(['/admin/api/visits?days=30'])
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true')
    expect(figure('Visits')).toBe('37,020')
    expect(figure('Visitors')).toBe('987')
    expect(figure('Requests')).toBe('15')
    expect(figure('How often a visit brings a request')).toBe('1 in 2,468 visits')
    expect(figure('WhatsApp chat opened')).toBe('41')
    expect(figure('WhatsApp messages sent')).toBe('17')
    expect(figure('Phone number tapped')).toBe('9')
    expect(figure('Get a Free Quote: form opened')).toBe('33')
    expect(figure('Book a Visit: form opened')).toBe('12')
  })

  it('lists the pages by name, where visits came from in words, the pages that bring requests and the bookings', async () => {
    openVisits()
    expect(rowsOf(await screen.findByRole('table', { name: 'Pages people read most' }))).toEqual([
      ['Home', '900', '700'],
      ['Carpet Cleaning', '250', '200'],
      ['About us', '84', '80'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Came from' }))).toEqual([
      ['Google', '700', '9'],
      ['Typed the address or used a bookmark', '300', '4'],
      ['flyer', '34', '2'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Pages that bring requests' }))).toEqual([
      ['Carpet Cleaning', '10', '1 in 25 visits'],
      ['Home', '4', '1 in 225 visits'],
    ])
    expect(rowsOf(screen.getByRole('table', { name: 'Service pages and bookings' }))).toEqual([
      ['Carpet Cleaning', '250', '6'],
    ])
  })

  it('gives the numbers behind the chart: the same ones it draws, day by day', async () => {
    openVisits()
    const table = await screen.findByRole('table', { name: 'Visits and visitors each day', hidden: true })
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Visits', 'Visitors'])
    const rows = rowsOf(table)
    expect(rows).toHaveLength(30)
    expect(rows[0]).toEqual(['Thu, 29 Oct 2026', '100', '60'])
    expect(rows[29]).toEqual(['Fri, 27 Nov 2026', '970', '89'])
    await vi.waitFor(() => expect(drawn.charts).toHaveLength(1))
    const [, visits, visitors] = drawn.charts[0]!.data
    expect(rows.map((row) => [row[1], row[2]])).toEqual(
      visits!.map((count, day) => [String(count), String(visitors![day])]),
    )
  })

  it('asks for 7 or 90 days when they are chosen, and draws those', async () => {
    const { calls } = openVisits()
    await screen.findByRole('table', { name: 'Pages people read most' })
    await userEvent.click(screen.getByRole('button', { name: '7 days' }))
    expect(await screen.findByRole('heading', { name: 'In these 7 days' })).toBeDefined()
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('false')
    await vi.waitFor(() => expect(drawn.charts.at(-1)!.data[1]).toHaveLength(7))
    await userEvent.click(screen.getByRole('button', { name: '90 days' }))
    expect(await screen.findByRole('heading', { name: 'In these 90 days' })).toBeDefined()
    expect(calls.map((call) => call.url)).toEqual([
      '/admin/api/visits?days=30',
      '/admin/api/visits?days=7',
      '/admin/api/visits?days=90',
    ])
    await vi.waitFor(() => expect(drawn.charts.at(-1)!.data[1]).toHaveLength(90))
    expect(drawn.charts.slice(0, -1).every((chart) => chart.destroyed)).toBe(true)
  })

  it('says what went wrong when the figures cannot be read', async () => {
    fakeAdminApi({
      'GET /admin/api/visits?days=30': () =>
        Response.json({ error: 'The visits could not be read just now.' }, { status: 500 }),
    })
    renderScreen(<VisitsScreen />, { route: '/visits' })
    expect((await screen.findByRole('alert')).textContent).toBe('The visits could not be read just now.')
  })
})

describe('requestsEvery', () => {
  it('says how often visits brought a request in plain words, rounded to whole visits', () => {
    expect(requestsEvery(15, 37_020)).toBe('1 in 2,468 visits')
    expect(requestsEvery(2, 3)).toBe('1 in 2 visits')
    expect(requestsEvery(3, 3)).toBe('Every visit')
    expect(requestsEvery(2, 0)).toBe('Every visit')
    expect(requestsEvery(0, 500)).toBe('No requests')
  })
})

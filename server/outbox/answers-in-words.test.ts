import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { startSmtpStandIn } from '../testing/smtp-stand-in.ts'
import { post, startTestServer } from '../testing/test-server.ts'
import { notificationText } from './notification-text.ts'

/** A form with every kind whose answers read otherwise than they are sent. */
const visit: FormDefinition = {
  title: 'Book a visit',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: 'Name is required' },
    {
      name: 'slot',
      label: 'Part of the day',
      kind: 'select',
      options: [
        { label: 'Morning (8am to 12pm)', value: 'morning' },
        { label: 'Afternoon', value: 'afternoon' },
      ],
    },
    { name: 'hasPets', label: 'Do you have pets?', kind: 'yes-no' },
    { name: 'day', label: 'Day', kind: 'date' },
    { name: 'arrival', label: 'Arrival time', kind: 'time', min: '08:00', max: '18:00' },
    { name: 'rooms', label: 'Rooms', kind: 'number', min: 1, max: 20 },
  ],
}

const sent = { name: 'Amina', slot: 'morning', hasPets: 'yes', day: '2026-12-01', arrival: '09:30', rooms: '3' }

// 23 Nov 2026, 11:05 UTC: 14:05 in Nairobi, 06:05 in New York.
const createdAt = Date.UTC(2026, 10, 23, 11, 5)
const submission = { id: 'r1', form: 'visit', data: sent, createdAt, handledAt: null }

describe('the notification e-mail', () => {
  it('shows each answer as the form words it: a choice by its label, yes as "Yes", a day and a time in words', () => {
    const lines = notificationText(visit, submission, 'https://cleaners.test/admin').split('\n')
    expect(lines.slice(0, 6)).toEqual([
      'Name: Amina',
      'Part of the day: Morning (8am to 12pm)',
      'Do you have pets?: Yes',
      'Day: Tue, 1 Dec 2026',
      'Arrival time: 9:30',
      'Rooms: 3',
    ])
  })

  it('says when the request came by the business’s clock, in its time zone, not UTC', () => {
    const received = (timeZone?: string) =>
      notificationText(visit, submission, 'https://cleaners.test/admin', timeZone)
        .split('\n')
        .find((line) => line.startsWith('Received'))
    expect(received()).toBe('Received 23 Nov 2026, 14:05, reference r1.')
    expect(received('America/New_York')).toBe('Received 23 Nov 2026, 06:05, reference r1.')
  })
})

describe('the receiver, for the site’s time zone and a form’s new kinds', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
  })
  afterAll(() => smtp.close())

  /** The server of a site whose business keeps its hours in `timeZone`. */
  const serverIn = (timeZone: string) =>
    startTestServer({
      forms: { visit },
      settings: { smtpUrl: smtp.url, notifyEmail: 'office@cleaners.test', outboxPollMs: 25 },
      withDist: (dist) => {
        const file = join(dist, 'site-manifest.json')
        writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), timeZone }))
      },
    })

  it('refuses a time outside the hours, a number out of bounds and a yes/no that is neither, by field, in words', async () => {
    const server = await serverIn('Africa/Nairobi')
    try {
      const response = await post(server.base, '/api/forms/visit', {
        ...sent,
        day: '',
        arrival: '19:00',
        rooms: '0',
        hasPets: 'nah',
      })
      expect(response.status).toBe(422)
      expect(((await response.json()) as { errors: unknown }).errors).toEqual({
        arrival: ['Please choose a time between 8:00 and 18:00.'],
        rooms: ['Please enter a whole number from 1 to 20, in figures.'],
        hasPets: ['Please answer yes or no.'],
      })
      expect(server.query('SELECT id FROM submissions')).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('e-mails the answers in words and the time it came in the site’s own time zone', async () => {
    const server = await serverIn('Europe/London')
    try {
      const before = smtp.messages.length
      const response = await post(server.base, '/api/forms/visit', { ...sent, day: '' })
      expect(response.status).toBe(201)
      await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(before), { timeout: 5000, interval: 20 })
      const text = smtp.messages.at(-1)!.data
      expect(text).toContain('Part of the day: Morning (8am to 12pm)')
      expect(text).toContain('Do you have pets?: Yes')
      const [{ createdAt: at } = { createdAt: 0 }] = server.query<{ createdAt: number }>(
        'SELECT created_at AS createdAt FROM submissions',
      )
      const london = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(at)
      expect(text).toContain(`Received ${london}, reference`)
    } finally {
      await server.close()
    }
  })
})

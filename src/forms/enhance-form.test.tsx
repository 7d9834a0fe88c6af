// @vitest-environment jsdom
import { randomUUID } from 'node:crypto'
import { fireEvent, screen, waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enhanceForm, type PlainFormSetup } from './enhance-form.ts'
import { whatsappDelayMs } from './submit/form-submission.ts'
import { resendPausesMs } from './submit/submit.ts'
import { latestBookableDay } from './kinds/date/bookable-day.ts'
import { defaultTimeZone as businessTimeZone, todayIn } from '../model/time/local-time.ts'
import type { FormDefinition } from './schema.ts'
import { errorUnder, testBookingForm, testFields, testQuoteForm, validBody, validValue } from '../testing/test-forms.ts'
import { prerenderForm } from '../testing/form-markup.tsx'
import { testShell } from '../testing/test-shell.ts'
import { formLanguageOf } from './form-language.ts'

const english = formLanguageOf(testShell)

const fetchMock = vi.fn<typeof fetch>()
const scrollIntoView = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  // As on a page served over plain HTTP, no digest functions: sending then runs on promises alone, which the
  // tests' fake timers can follow (the digest is checked in submit/ and in the browser tests).
  vi.stubGlobal('crypto', { randomUUID: () => randomUUID() })
  // jsdom does not scroll: the page's scrolls are recorded with the element scrolled.
  Element.prototype.scrollIntoView = scrollIntoView
})
afterEach(async () => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  await new Promise(requestAnimationFrame)
  scrollIntoView.mockReset()
  fetchMock.mockReset()
})

/** Prerenders `form` and brings it to life with its behaviour; returns its stop function. */
function showForm(form: FormDefinition, setup: Partial<PlainFormSetup> = {}) {
  return enhanceForm(prerenderForm(form), {
    formId: 'booking',
    form,
    whatsappNumber: '+254 712 345 678',
    language: english,
    ...setup,
  })
}

const field = <T extends HTMLElement = HTMLInputElement>(label: RegExp | string) =>
  screen.getByLabelText<T>(typeof label === 'string' ? new RegExp(`^${label}`) : label)
const bookingLabels = ['Name', 'Phone number', 'Service', 'Preferred date']
const preferredDate = validBody(testBookingForm).date ?? ''
const statusRegion = () => document.querySelector<HTMLElement>('.site-form__status') as HTMLElement
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown)
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))

/** What was scrolled into view, and how. */
const scrolled = () =>
  scrollIntoView.mock.contexts.map((element, index) => [element, scrollIntoView.mock.calls[index]?.[0]])

/** Lets the promises of a submission settle without moving the clock. */
async function settle() {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

async function fillBooking() {
  await userEvent.type(field('Name'), 'Wanjiru & Co')
  await userEvent.type(field('Phone number'), '0712 345 678')
  await userEvent.selectOptions(field('Service'), 'sofa')
  fireEvent.input(field('Preferred date'), { target: { value: preferredDate } })
}

describe('the form’s behaviour on its markup', () => {
  it('shows every missing field under the field, says so, sends nothing and moves focus to the first', async () => {
    showForm(testBookingForm)
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const fields = bookingLabels.map((label) => field(label))
    await waitFor(() =>
      expect(fields.map(errorUnder)).toEqual([
        'Name is required',
        'Phone number is required',
        'Service is required',
        'Date is required',
      ]),
    )
    expect(fields.map((control) => control.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', 'true'])
    expect(fields.map((control) => control.nextElementSibling?.id)).toEqual(
      fields.map((control) => control.getAttribute('aria-describedby')),
    )
    expect(screen.getByText('Name is required').hidden).toBe(false)
    expect(document.activeElement).toBe(fields[0])
    expect(statusRegion().getAttribute('role')).toBe('status')
    expect(statusRegion().textContent).toBe('Please correct the fields marked below.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('takes a field’s error away as it is changed, keeps what was typed and moves focus to the first error left', async () => {
    showForm(testBookingForm)
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(errorUnder(field('Name'))).toBe('Name is required'))
    await userEvent.type(field('Name'), 'Amina')
    expect(field('Name').hasAttribute('aria-invalid')).toBe(false)
    expect(field('Name').hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByText('Name is required')).toBeNull()
    expect((field('Name').nextElementSibling as HTMLElement).hidden).toBe(true)
    await userEvent.selectOptions(field('Service'), 'carpet')
    expect(screen.queryByText('Service is required')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(document.activeElement).toBe(field('Phone number')))
    expect(field('Name').value).toBe('Amina')
    expect(field<HTMLSelectElement>('Service').value).toBe('carpet')
    expect(bookingLabels.map((label) => errorUnder(field(label)) ?? null)).toEqual([
      null,
      'Phone number is required',
      null,
      'Date is required',
    ])
  })

  it('stops saying the form needs correcting once every marked field is changed', async () => {
    showForm(testQuoteForm)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(statusRegion().textContent).toBe('Please correct the fields marked below.'))
    await userEvent.type(field('Your name'), 'A')
    expect(statusRegion().textContent).toBe('Please correct the fields marked below.')
    await userEvent.type(field('Message'), 'B')
    await waitFor(() => expect(statusRegion().textContent).toBe(''))
  })

  const kinds: FormDefinition = {
    title: 'Every kind',
    fields: [
      { ...testFields.email, required: undefined },
      testFields.phone,
      { ...testFields.date, invalid: 'Pick a day ahead' },
      { name: 'note', label: 'Note', kind: 'text' },
    ],
  }
  it.each([
    ['Email', 'amina@example', 'Enter an email address like name@example.com.'],
    ['Email', 'amina example.com', 'Enter an email address like name@example.com.'],
    ['Phone number', '12ab', 'Enter a phone number, for example 0712 345 678 or +254 712 345 678.'],
    ['Phone number', ' \u200b ', 'Phone number is required'],
    ['Preferred date', '2020-01-15', 'Pick a day ahead'],
    ['Note', 'x'.repeat(201), 'Please shorten this to 200 characters.'],
  ])('refuses %s "%s" with "%s", as the receiver would', async (label, value, message) => {
    showForm(kinds)
    for (const other of kinds.fields)
      fireEvent.input(document.getElementsByName(other.name)[0] as HTMLInputElement, {
        target: { value: validValue(other) },
      })
    fireEvent.input(field(label), { target: { value } })
    fireEvent.submit(field(label).form as HTMLFormElement)
    await waitFor(() => expect(errorUnder(field(label))).toBe(message))
    expect(document.activeElement).toBe(field(label))
    expect(field(label).value).toBe(value)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets an optional field be sent empty and posts the values trimmed', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    showForm(kinds, { formId: 'kinds' })
    fireEvent.input(field('Phone number'), { target: { value: '  0712 345 678 ' } })
    fireEvent.input(field('Preferred date'), { target: { value: preferredDate } })
    fireEvent.submit(field('Note').form as HTMLFormElement)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms/kinds')
    expect(sentBodies()).toEqual([
      { email: '', phone: '0712 345 678', date: preferredDate, note: '', _language: 'en-KE' },
    ])
  })

  it('sends once while the request is pending, saying so on the disabled button; then says it was sent and clears the fields', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    showForm(testBookingForm)
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending…' })
    expect(button.disabled).toBe(true)
    expect(statusRegion().textContent).toBe('Sending…')
    fireEvent.submit(button.form as HTMLFormElement)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(new Response('{}', { status: 201 }))
    await waitFor(() => expect(statusRegion().textContent).toBe('Booking submitted successfully!'))
    expect(statusRegion().className).toBe('site-form__status site-form__status--sent')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book Now' }).disabled).toBe(false)
    expect(sentBodies()).toEqual([
      { name: 'Wanjiru & Co', phone: '0712 345 678', service: 'sofa', date: preferredDate, _language: 'en-KE' },
    ])
    expect(keysSent()[0]).toMatch(/\S{8,}/)
    expect(bookingLabels.map((label) => field(label).value)).toEqual(['', '', '', ''])
  })

  it('keeps what was typed and the idempotency key when the receiver refuses, then when it cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 })).mockRejectedValue(new TypeError('offline'))
    showForm(testBookingForm)
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit booking. Please try again.')
    expect(field('Name').value).toBe('Wanjiru & Co')
    vi.useFakeTimers()
    fireEvent.submit(field('Name').form as HTMLFormElement)
    // The page sends it again by itself for a minute before it says it cannot reach the receiver.
    for (let pause = 0; pause < 10; pause++) await vi.advanceTimersByTimeAsync(15_000)
    expect(screen.getByRole('alert').textContent).toBe('There was an error sending your message.')
    expect(keysSent()).toHaveLength(1 + 1 + resendPausesMs.length)
    expect(new Set(keysSent()).size).toBe(1)
    expect(field<HTMLSelectElement>('Service').value).toBe('sofa')
  })

  it('sends the trap field when something filled it, so the receiver can ignore a bot', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    showForm(testBookingForm)
    await fillBooking()
    fireEvent.input(document.querySelector('.site-form__trap input') as HTMLInputElement, { target: { value: 'bot' } })
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBodies()[0]).toMatchObject({ _honeypot: 'bot' })
  })

  it('accepts days from today where the business is up to two years ahead', () => {
    showForm(testBookingForm)
    const today = todayIn(businessTimeZone)
    expect([field('Preferred date').min, field('Preferred date').max]).toEqual([today, latestBookableDay(today)])
  })

  it('checks and sends what was typed before it knew the form, once it does', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    let know: (setup: PlainFormSetup) => void = () => undefined
    const element = prerenderForm(testBookingForm)
    await userEvent.type(field('Name'), 'Kamau')
    enhanceForm(element, new Promise((resolve) => (know = resolve)))
    fireEvent.submit(element)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(errorUnder(field('Phone number'))).toBeUndefined()
    know({ formId: 'booking', form: testBookingForm, whatsappNumber: '', language: english })
    await waitFor(() => expect(errorUnder(field('Phone number'))).toBe('Phone number is required'))
    expect(field('Name').value).toBe('Kamau')
    expect(document.activeElement).toBe(field('Phone number'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps saying it was sent, focused and scrolled to the middle of the screen, until the visitor types again', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    const onDone = vi.fn<() => void>()
    showForm(testBookingForm, { onDone })
    await fillBooking()
    vi.useFakeTimers()
    fireEvent.submit(field('Name').form as HTMLFormElement)
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('status'))
    expect(statusRegion().textContent).toBe('Booking submitted successfully!')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(scrolled()).toEqual([[statusRegion(), { block: 'center', behavior: 'smooth' }]])
    expect(onDone).not.toHaveBeenCalled()
    expect(statusRegion().textContent).toBe('Booking submitted successfully!')
    vi.useRealTimers()
    await userEvent.type(field('Name'), 'A')
    expect(statusRegion().textContent).toBe('')
    expect(statusRegion().className).toBe('site-form__status site-form__status--idle')
  })

  it('brings a refusal into view without motion when the visitor asks for less, and takes it away once they type', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))
    vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: media === '(prefers-reduced-motion: reduce)' }))
    showForm(testBookingForm)
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    await waitFor(() => expect(scrolled()).toEqual([[alert, { block: 'center', behavior: 'auto' }]]))
    await userEvent.selectOptions(field('Service'), 'carpet')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(statusRegion().textContent).toBe('')
    expect(field('Name').value).toBe('Wanjiru & Co')
  })

  it('brings the first wrong field into view with focus, not the status', async () => {
    showForm(testBookingForm)
    await userEvent.type(field('Name'), 'Amina')
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(scrolled()).toEqual([[field('Phone number'), { block: 'center', behavior: 'smooth' }]]))
    expect(document.activeElement).toBe(field('Phone number'))
    expect(statusRegion().textContent).toBe('Please correct the fields marked below.')
  })

  it('hands a WhatsApp form over after 1500 ms with the message encoded, then is done and sends nothing more', async () => {
    vi.useFakeTimers()
    const open = vi.fn<typeof window.open>()
    vi.stubGlobal('open', open)
    const onDone = vi.fn<() => void>()
    showForm(testQuoteForm, { formId: 'quote', whatsappNumber: '+254 712-345 678', onDone })
    fireEvent.input(field('Your name'), { target: { value: 'Amina & Co + 1' } })
    fireEvent.input(field('Message'), { target: { value: 'Sofa, 5 seats' } })
    fireEvent.submit(field('Message').form as HTMLFormElement)
    await settle()
    expect(statusRegion().textContent).toBe("Thank you!\nWe're redirecting you to WhatsApp now...")
    expect(document.activeElement).toBe(statusRegion())
    fireEvent.input(field('Message'), { target: { value: 'Sofa, 5 seats!' } })
    expect(statusRegion().textContent).toBe("Thank you!\nWe're redirecting you to WhatsApp now...")
    fireEvent.input(field('Message'), { target: { value: 'Sofa, 5 seats' } })
    await vi.advanceTimersByTimeAsync(whatsappDelayMs - 10)
    expect(open).not.toHaveBeenCalled()
    fireEvent.submit(field('Message').form as HTMLFormElement)
    await vi.advanceTimersByTimeAsync(10)
    expect(open).toHaveBeenCalledTimes(1)
    const [url, target, features] = open.mock.calls[0] ?? []
    const link = new URL(String(url))
    expect(link.pathname).toBe('/254712345678')
    expect(link.searchParams.get('text')).toBe('Name: Amina & Co + 1\nMessage: Sofa, 5 seats')
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
    expect(onDone).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(whatsappDelayMs * 2)
    expect(open).toHaveBeenCalledTimes(1)
    expect(field('Your name').value).toBe('Amina & Co + 1')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens no WhatsApp once stopped, as a dialog closed in the meantime', async () => {
    vi.useFakeTimers()
    const open = vi.fn<typeof window.open>()
    vi.stubGlobal('open', open)
    const stop = showForm(testQuoteForm, { formId: 'quote' })
    fireEvent.input(field('Your name'), { target: { value: 'Amina' } })
    fireEvent.input(field('Message'), { target: { value: 'Sofa' } })
    fireEvent.submit(field('Message').form as HTMLFormElement)
    await settle()
    expect(statusRegion().textContent).toContain('Thank you!')
    stop()
    await vi.advanceTimersByTimeAsync(whatsappDelayMs * 2)
    expect(open).not.toHaveBeenCalled()
  })
})

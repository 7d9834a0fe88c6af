// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FormView } from './FormView.tsx'
import { errorUnder, testBookingForm, testQuoteForm, validBody } from '../testing/test-forms.ts'
import { whatsappDelayMs } from './use-form-submission.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  fetchMock.mockReset()
})

const renderBooking = (prefill?: Record<string, string>) =>
  render(<FormView formId="booking" form={testBookingForm} whatsappNumber="+254 712 345 678" prefill={prefill} />)
const preferredDate = validBody(testBookingForm).date ?? ''

async function fillBooking() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Wanjiru & Co')
  await userEvent.type(screen.getByLabelText(/^Phone number/), '0712 345 678')
  await userEvent.selectOptions(screen.getByLabelText(/^Service/), 'sofa')
  await userEvent.type(screen.getByLabelText(/^Preferred date/), preferredDate)
}

describe('FormView', () => {
  it('shows every missing field under the field, sends nothing and moves focus to the first', async () => {
    renderBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const fields = ['Name', 'Phone number', 'Service', 'Preferred date'].map((label) =>
      screen.getByLabelText(new RegExp(`^${label}`)),
    )
    expect(fields.map(errorUnder)).toEqual([
      'Name is required',
      'Phone number is required',
      'Service is required',
      'Date is required',
    ])
    expect(fields.map((field) => field.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true', 'true'])
    expect(document.activeElement).toBe(fields[0])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the values as JSON with an idempotency key, then says so and clears the fields', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    renderBooking()
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Booking submitted successfully!'))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/booking')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Wanjiru & Co',
      phone: '0712 345 678',
      service: 'sofa',
      date: preferredDate,
    })
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/\S{8,}/)
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('')
  })

  it('keeps what was typed and reuses the idempotency key when the receiver refuses, then when it is unreachable', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 })).mockRejectedValueOnce(new TypeError('offline'))
    renderBooking()
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit booking. Please try again.')
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Wanjiru & Co')
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error sending your message.')
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
    expect(keys[0]).toBe(keys[1])
    expect((screen.getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('sofa')
  })

  it('disables the send button while the request is pending, so nothing is sent twice', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderBooking()
    await fillBooking()
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.submit(button.form as HTMLFormElement)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(new Response('{}', { status: 201 })))
  })

  it('starts with the values it was opened with', () => {
    renderBooking({ service: 'carpet' })
    expect((screen.getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('carpet')
  })

  it('sends a WhatsApp form after 1500 ms, with the message encoded, and then reports it is done', async () => {
    vi.useFakeTimers()
    const open = vi.fn<typeof window.open>()
    vi.stubGlobal('open', open)
    const onDone = vi.fn<() => void>()
    render(<FormView formId="quote" form={testQuoteForm} whatsappNumber="+254 712-345 678" onDone={onDone} />)
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Amina & Co + 1' } })
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Sofa, 5 seats' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(
      within(screen.getByRole('status'))
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Thank you!', "We're redirecting you to WhatsApp now..."])
    act(() => vi.advanceTimersByTime(whatsappDelayMs - 10))
    expect(open).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(10))
    const [url, target, features] = open.mock.calls[0] ?? []
    const link = new URL(String(url))
    expect(link.pathname).toBe('/254712345678')
    expect(link.searchParams.get('text')).toBe('Name: Amina & Co + 1\nMessage: Sofa, 5 seats')
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

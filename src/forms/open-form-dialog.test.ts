// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openFormDialog } from './open-form-dialog.ts'
import { stubDialog } from '../testing/layout-helpers.tsx'
import { testBookingForm, testQuoteForm, validBody } from '../testing/test-forms.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  stubDialog()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  window.dispatchEvent(new Event('pagehide'))
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  fetchMock.mockReset()
})

/** A button of the page, as the prerender wrote it, with focus. */
function addOpener() {
  document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-open-form="booking">Book</button>')
  const opener = document.body.firstElementChild as HTMLButtonElement
  opener.focus()
  return opener
}

const openBooking = (opener: HTMLElement | null, prefill?: Record<string, string>) =>
  openFormDialog({ formId: 'booking', form: testBookingForm, whatsappNumber: '', prefill, opener })
const bookingDialog = () => screen.queryByRole<HTMLDialogElement>('dialog', { name: 'Book a Cleaning Session' })

describe('openFormDialog', () => {
  it('opens the form as a modal dialog with its fields filled in advance and focus on the first field', () => {
    openBooking(addOpener(), { service: 'sofa' })
    const dialog = bookingDialog() as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Service/).value).toBe('sofa')
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Name/))
  })

  it('closes with its close button, gives focus back and opens empty again', async () => {
    const opener = addOpener()
    openBooking(opener)
    await userEvent.type(within(bookingDialog() as HTMLElement).getByLabelText(/^Name/), 'Amina')
    await userEvent.click(within(bookingDialog() as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(bookingDialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
    openBooking(opener)
    expect(within(bookingDialog() as HTMLElement).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
  })

  it('keeps the dialog that shows, with what was typed, when asked for the same form again', async () => {
    openBooking(addOpener())
    await userEvent.type(within(bookingDialog() as HTMLElement).getByLabelText(/^Name/), 'Amina')
    openBooking(null, { service: 'carpet' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(within(bookingDialog() as HTMLElement).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Amina')
  })

  it('shows errors inside the dialog and, once the receiver has the form, closes 2 s later', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    const opener = addOpener()
    openBooking(opener)
    const dialog = bookingDialog() as HTMLDialogElement
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(within(dialog).getByText('Name is required')).toBeTruthy())
    const values = validBody(testBookingForm)
    for (const [name, value] of Object.entries(values))
      fireEvent.input(dialog.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } })
    vi.useFakeTimers()
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement)
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
    expect(within(dialog).getByRole('status').textContent).toBe('Booking submitted successfully!')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(values)
    await vi.advanceTimersByTimeAsync(1999)
    expect(bookingDialog()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(bookingDialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('replaces the dialog of another form, and leaving the page takes it away without moving focus', () => {
    const opener = addOpener()
    openBooking(opener)
    openFormDialog({ formId: 'quote', form: testQuoteForm, whatsappNumber: '', opener })
    expect(bookingDialog()).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeTruthy()
    window.dispatchEvent(new Event('pagehide'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).not.toBe(opener)
  })
})

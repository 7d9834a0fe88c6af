// @vitest-environment jsdom
import { randomUUID } from 'node:crypto'
import { fireEvent, screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FormDialogTemplates } from './FormDialog.tsx'
import { openFormDialog } from './open-form-dialog.ts'
import type { FormDefinition } from '../schema.ts'
import { stubDialog } from '../../testing/layout-helpers.tsx'
import { testBookingForm, testQuoteForm, validBody } from '../../testing/test-forms.ts'
import { templateMarkup } from '../../render/template-markup.ts'
import { ActionButton } from '../../ui/buttons/ActionButton.tsx'
import { listenForSiteActions, type ButtonConfig } from '../../ui/site-actions.ts'
import { TemplateMarkupContext } from '../../ui/Template.tsx'
import { ShellContext } from '../../ui/shell-context.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { formLanguageOf } from '../form-language.ts'

const language = formLanguageOf(testShell)

const forms: Record<string, FormDefinition> = { booking: testBookingForm, quote: testQuoteForm }
const fetchMock = vi.fn<typeof fetch>()
let stopListening = () => undefined as void

/** What a browser does with Escape in a modal dialog, which jsdom does not: the dialog closes. */
const closeOnEscape = (event: KeyboardEvent) => {
  if (event.key === 'Escape') document.querySelector<HTMLDialogElement>('dialog[open]')?.close()
}

beforeEach(() => {
  stubDialog()
  document.addEventListener('keydown', closeOnEscape)
  vi.stubGlobal('fetch', fetchMock)
  // As on a page served over plain HTTP, no digest functions: sending then runs on promises alone, which the
  // tests' fake timers can follow.
  vi.stubGlobal('crypto', { randomUUID: () => randomUUID() })
})
afterEach(() => {
  window.dispatchEvent(new Event('pagehide'))
  stopListening()
  document.removeEventListener('keydown', closeOnEscape)
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  fetchMock.mockReset()
})

/**
 * A page as the prerender writes it: the buttons, and the dialogs of the forms `carried` in templates. Its buttons
 * open the forms as the page's scripts do.
 */
function prerenderPage(buttons: ButtonConfig[], carried = Object.keys(forms)) {
  document.body.innerHTML = renderToString(
    <TemplateMarkupContext.Provider value={templateMarkup}>
      <ShellContext.Provider value={testShell}>
        {buttons.map((button) => (
          <ActionButton key={button.label} button={button} />
        ))}
        <FormDialogTemplates forms={forms} formIds={carried} />
      </ShellContext.Provider>
    </TemplateMarkupContext.Provider>,
  )
  stopListening = listenForSiteActions(document, {
    openForm: (formId, opener, prefill) => {
      const form = forms[formId]
      if (form) openFormDialog({ formId, form, whatsappNumber: '', language, prefill, opener })
    },
    openMenu: () => undefined,
  })
}

const bookButton = { label: 'Book this service', form: 'booking', prefill: { service: 'sofa' } }
const quoteButton = { label: 'Get a Quote', form: 'quote' }
const opener = (name: string) => screen.getByRole('button', { name })
const bookingDialog = () => screen.queryByRole<HTMLDialogElement>('dialog', { name: 'Book a Cleaning Session' })
const inBooking = () => within(bookingDialog() as HTMLElement)

describe('the form popup', () => {
  it('opens by tap as a modal dialog, with the button’s values filled in and focus on the first field', async () => {
    prerenderPage([bookButton])
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(opener('Book this service'))
    expect(bookingDialog()?.open).toBe(true)
    expect(inBooking().getByLabelText<HTMLSelectElement>(/^Service/).value).toBe('sofa')
    expect(inBooking().getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
    expect(document.activeElement).toBe(inBooking().getByLabelText(/^Name/))
  })

  it('opens by keyboard, closes on Escape and gives focus back to its button', async () => {
    prerenderPage([quoteButton, bookButton])
    opener('Book this service').focus()
    await userEvent.keyboard('{Enter}')
    expect(bookingDialog()?.open).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(bookingDialog()).toBeNull()
    expect(document.activeElement).toBe(opener('Book this service'))
    await userEvent.keyboard(' ')
    expect(bookingDialog()?.open).toBe(true)
  })

  it('closes with its close button, gives focus back and opens empty again', async () => {
    prerenderPage([bookButton])
    await userEvent.click(opener('Book this service'))
    await userEvent.type(inBooking().getByLabelText(/^Name/), 'Amina')
    await userEvent.click(inBooking().getByRole('button', { name: 'Close' }))
    expect(bookingDialog()).toBeNull()
    expect(document.activeElement).toBe(opener('Book this service'))
    await userEvent.click(opener('Book this service'))
    expect(inBooking().getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
  })

  it('keeps the dialog that shows, with what was typed, when asked for the same form again', async () => {
    prerenderPage([bookButton])
    await userEvent.click(opener('Book this service'))
    await userEvent.type(inBooking().getByLabelText(/^Name/), 'Amina')
    openFormDialog({
      formId: 'booking',
      form: testBookingForm,
      whatsappNumber: '',
      language,
      prefill: { service: 'carpet' },
    })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(inBooking().getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Amina')
    expect(inBooking().getByLabelText<HTMLSelectElement>(/^Service/).value).toBe('sofa')
  })

  it('shows errors under the fields inside it, keeping what was typed; sent, it says so until the visitor closes it', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    prerenderPage([bookButton])
    await userEvent.click(opener('Book this service'))
    await userEvent.type(inBooking().getByLabelText(/^Name/), 'Amina')
    await userEvent.click(inBooking().getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(inBooking().getByText('Phone number is required')).toBeTruthy())
    expect(inBooking().getByText('Date is required')).toBeTruthy()
    expect(inBooking().getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Amina')
    expect(document.activeElement).toBe(inBooking().getByLabelText(/^Phone number/))
    expect(fetchMock).not.toHaveBeenCalled()

    const values = { ...validBody(testBookingForm), name: 'Amina' }
    const dialog = bookingDialog() as HTMLDialogElement
    for (const [name, value] of Object.entries(values))
      fireEvent.input(dialog.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } })
    vi.useFakeTimers()
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement)
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
    expect(within(dialog).getByRole('status').textContent).toBe('Booking submitted successfully!')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/booking')
    expect(JSON.parse(String(init?.body))).toEqual({ ...values, _language: 'en-KE' })
    expect(document.activeElement).toBe(within(dialog).getByRole('status'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(bookingDialog()).not.toBeNull()
    expect(document.activeElement).toBe(within(dialog).getByRole('status'))
    vi.useRealTimers()
    await userEvent.keyboard('{Escape}')
    expect(bookingDialog()).toBeNull()
    expect(document.activeElement).toBe(opener('Book this service'))
  })

  it('replaces the dialog of another form, and leaving the page takes it away without moving focus', async () => {
    prerenderPage([bookButton, quoteButton])
    await userEvent.click(opener('Book this service'))
    await userEvent.click(opener('Get a Quote'))
    expect(bookingDialog()).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeTruthy()
    window.dispatchEvent(new Event('pagehide'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).not.toBe(opener('Get a Quote'))
  })

  it('opens nothing for a form whose dialog the page does not carry, and says so on the console', async () => {
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    prerenderPage([bookButton], ['quote'])
    await userEvent.click(opener('Book this service'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(problems).toHaveBeenCalledWith('The page carries no dialog for the form "booking".')
  })
})

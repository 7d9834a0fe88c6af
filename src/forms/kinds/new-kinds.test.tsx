// @vitest-environment jsdom
import { randomUUID } from 'node:crypto'
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enhanceForm } from '../enhance-form.ts'
import type { FormDefinition } from '../schema.ts'
import { errorUnder } from '../../testing/test-forms.ts'
import { prerenderForm } from '../../testing/form-markup.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { formLanguageOf } from '../form-language.ts'

const language = formLanguageOf(testShell)

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('crypto', { randomUUID: () => randomUUID() })
  Element.prototype.scrollIntoView = () => {}
})
afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const visit: FormDefinition = {
  title: 'Book a visit',
  submitLabel: 'Book',
  fields: [
    { name: 'hasPets', label: 'Do you have pets?', kind: 'yes-no', required: 'Tell us whether you have pets' },
    // As the build gives it to the page: bounded by the opening hours (withOpeningHours).
    { name: 'arrival', label: 'Arrival time', kind: 'time', min: '08:00', max: '18:00' },
    { name: 'rooms', label: 'How many rooms?', kind: 'number', min: 1, max: 20 },
  ],
}

/** Writes the form's markup as the prerender does and brings it to life, as the page's scripts do. */
function showForm(form: FormDefinition) {
  const element = prerenderForm(form)
  enhanceForm(element, { formId: 'visit', form, whatsappNumber: '+254 712 345 678', language })
  return element
}

describe('the yes/no, time of day and number fields', () => {
  it('draws a yes/no as a group of two radio buttons named by its legend', () => {
    showForm(visit)
    const group = screen.getByRole('radiogroup', { name: 'Do you have pets?' })
    expect(group.tagName).toBe('FIELDSET')
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Yes', 'No'])
  })

  it('draws a time of day as a time input within its hours, with the hours under it', () => {
    showForm(visit)
    const arrival = screen.getByLabelText<HTMLInputElement>('Arrival time')
    expect([arrival.type, arrival.min, arrival.max]).toEqual(['time', '08:00', '18:00'])
    expect(arrival.getAttribute('aria-describedby')).not.toBeNull()
    expect(document.getElementById(arrival.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Between 8:00 and 18:00.',
    )
  })

  it('draws a number as a number input with a numeric keypad and its bounds', () => {
    showForm(visit)
    const rooms = screen.getByRole('spinbutton', { name: 'How many rooms?' })
    expect([rooms.getAttribute('inputmode'), rooms.getAttribute('min'), rooms.getAttribute('max')]).toEqual([
      'numeric',
      '1',
      '20',
    ])
  })

  it('refuses an unanswered yes/no and a time outside the hours, saying why under each, and sends nothing', async () => {
    showForm(visit)
    await userEvent.type(screen.getByLabelText('Arrival time'), '19:30')
    await userEvent.click(screen.getByRole('button', { name: 'Book' }))
    const group = screen.getByRole('radiogroup', { name: 'Do you have pets?' })
    await waitFor(() => expect(errorUnder(group)).toBe('Tell us whether you have pets'))
    expect(group.getAttribute('aria-invalid')).toBe('true')
    const arrival = screen.getByLabelText('Arrival time')
    expect(errorUnder(arrival)).toBeUndefined()
    expect(
      arrival
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Between 8:00 and 18:00.', 'Please choose a time between 8:00 and 18:00.'])
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' }))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends "yes" or "no", the time and the number as they were given, and empties the form', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, id: 'v1' }), { status: 201 }))
    showForm(visit)
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    await userEvent.type(screen.getByLabelText('Arrival time'), '09:30')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How many rooms?' }), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      hasPets: 'no',
      arrival: '09:30',
      rooms: '3',
    })
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(false))
  })
})

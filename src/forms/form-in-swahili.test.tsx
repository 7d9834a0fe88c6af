// @vitest-environment jsdom
import { randomUUID } from 'node:crypto'
import { fireEvent, screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileFormValidator } from '../../server/receiver/form-validator.ts'
import type { ShellData } from '../model/site-data.ts'
import { prerenderForm } from '../testing/form-markup.tsx'
import { testShell } from '../testing/test-shell.ts'
import { wordsFor } from '../words/words.ts'
import { enhanceForm } from './enhance-form.ts'
import { formLanguageOf } from './form-language.ts'
import type { FormDefinition } from './schema.ts'
import { whatsappDelayMs } from './submit/form-submission.ts'
import { validateForm } from './validate.ts'

// A form on a Swahili page: every word the form writes itself is the Swahili one, in the browser and in the
// receiver's answers alike. The form's own texts are the site's; here they are left out or written in Swahili.

const swahiliShell: ShellData = {
  ...testShell,
  business: { ...testShell.business, locale: 'sw-KE' },
  words: wordsFor('sw-KE'),
}
const swahili = formLanguageOf(swahiliShell)

const visit: FormDefinition = {
  title: 'Weka Nafasi',
  fields: [
    { name: 'name', label: 'Jina', kind: 'text', required: 'Tafadhali andika jina lako' },
    { name: 'email', label: 'Barua pepe', kind: 'email' },
    { name: 'phone', label: 'Simu', kind: 'tel' },
    { name: 'service', label: 'Huduma', kind: 'select', options: [{ label: 'Kusafisha Sofa', value: 'sofa' }] },
    { name: 'note', label: 'Maelezo', kind: 'textarea' },
    { name: 'hasPets', label: 'Una wanyama?', kind: 'yes-no' },
    { name: 'arrival', label: 'Saa ya kufika', kind: 'time', min: '09:00', max: '17:00', step: 30 },
    { name: 'rooms', label: 'Vyumba', kind: 'number', min: 1, max: 20 },
    { name: 'day', label: 'Siku', kind: 'date' },
  ],
}

/** The messages of the product's words in Swahili, as the visitor reads them. */
const expected = {
  name: 'Tafadhali andika jina lako',
  email: 'Weka anwani ya barua pepe kama jina@mfano.com.',
  phone: 'Weka nambari ya simu, kwa mfano 0712 345 678 au +254 712 345 678.',
  service: 'Chagua mojawapo ya machaguo.',
  note: 'Tafadhali fupisha hadi herufi 5,000.',
  hasPets: 'Tafadhali jibu ndiyo au hapana.',
  arrival: 'Tafadhali chagua saa kati ya 9:00 na 17:00, kila dakika 30.',
  rooms: 'Tafadhali weka nambari kamili kuanzia 1 hadi 20, kwa tarakimu.',
  day: 'Chagua tarehe kuanzia leo. Tunapokea nafasi hadi miaka miwili ijayo.',
}
const wrong = {
  name: ' ',
  email: 'jina',
  phone: 'nipigie',
  service: 'bustani',
  note: 'x'.repeat(5001),
  hasPets: 'labda',
  arrival: '09:15',
  rooms: '21',
  day: '2020-01-01',
}
const now = new Date('2026-05-10T09:00:00Z')
const today = '2026-05-10'

describe('the rules’ messages in Swahili', () => {
  it('are the same in the browser and in the receiver, word for word', () => {
    expect(validateForm(visit, wrong, today, swahili)).toEqual(expected)
    const server = compileFormValidator(visit, () => now, undefined, swahili)
    expect(server(wrong)).toEqual(Object.fromEntries(Object.entries(expected).map(([name, text]) => [name, [text]])))
  })

  it('say how long a line of text may be, and leave the field’s own message as the site wrote it', () => {
    const form: FormDefinition = {
      title: 'Wasiliana Nasi',
      fields: [
        { name: 'street', label: 'Mtaa', kind: 'text' },
        { name: 'town', label: 'Mji', kind: 'email', invalid: 'Andika barua pepe sahihi' },
      ],
    }
    expect(validateForm(form, { street: 'x'.repeat(201), town: 'x' }, today, swahili)).toEqual({
      street: 'Tafadhali fupisha hadi herufi 200.',
      town: 'Andika barua pepe sahihi',
    })
  })
})

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('crypto', { randomUUID: () => randomUUID() })
  Element.prototype.scrollIntoView = () => undefined
})
afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  fetchMock.mockReset()
})

/** The form's markup on a Swahili page, as the prerender writes it, brought to life with the page's shell. */
function showForm(form: FormDefinition) {
  const element = prerenderForm(form, swahiliShell)
  enhanceForm(element, { formId: 'visit', form, whatsappNumber: '+254 712-345 678', language: swahili })
  return element
}

/** Words the form writes itself in English, none of which a Swahili page may show. */
const englishWords = ['Send', 'Choose…', 'Yes', 'No', 'Leave this empty', 'Please', 'Between', 'every']

describe('a form on a Swahili page', () => {
  it('draws its own words in Swahili and carries the page’s language for the receiver', () => {
    const element = showForm(visit)
    expect(within(element).getByRole('button', { name: 'Tuma' })).toBeTruthy()
    expect(within(element).getByRole('option', { name: 'Chagua…' })).toBeTruthy()
    const pets = within(element).getByRole('radiogroup', { name: 'Una wanyama?' })
    expect(
      within(pets)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Ndiyo', 'Hapana'])
    expect(within(element).getByText('Kati ya 9:00 na 17:00, kila dakika 30.')).toBeTruthy()
    expect(element.querySelector<HTMLInputElement>('input[type="hidden"]')).toMatchObject({
      name: '_language',
      value: 'sw-KE',
    })
    for (const word of englishWords) expect(element.textContent).not.toContain(word)
  })

  it('says in Swahili what to correct, under each field and in its status', async () => {
    const element = showForm(visit)
    await userEvent.type(within(element).getByLabelText('Simu'), 'nipigie')
    await userEvent.click(within(element).getByRole('button', { name: 'Tuma' }))
    await waitFor(() =>
      expect(element.querySelector('[role="status"]')?.textContent).toBe(
        'Tafadhali sahihisha sehemu zilizowekwa alama hapa chini.',
      ),
    )
    expect(screen.getByText(expected.name)).toBeTruthy()
    expect(screen.getByText(expected.phone)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends its answers with the page’s language, saying in Swahili that it is sending', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const element = showForm({ title: 'Jarida', fields: [{ name: 'name', label: 'Jina', kind: 'text' }] })
    await userEvent.type(within(element).getByLabelText('Jina'), 'Wanjiru')
    await userEvent.click(within(element).getByRole('button', { name: 'Tuma' }))
    expect(await screen.findByRole('button', { name: 'Inatuma…' })).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Wanjiru', _language: 'sw-KE' })
    answer(new Response('{}', { status: 201 }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Asante! Ujumbe wako umetumwa.'))
  })

  it('hands WhatsApp the Swahili template with the answers in Swahili, the link encoded', async () => {
    vi.useFakeTimers()
    const open = vi.fn<typeof window.open>()
    vi.stubGlobal('open', open)
    const quote: FormDefinition = {
      title: 'Pata Bei',
      action: { whatsapp: 'Jina: {name}\nWanyama: {hasPets}\nSiku: {day}' },
      fields: [
        { name: 'name', label: 'Jina', kind: 'text' },
        { name: 'hasPets', label: 'Una wanyama?', kind: 'yes-no' },
        { name: 'day', label: 'Siku', kind: 'date' },
      ],
    }
    const element = showForm(quote)
    fireEvent.input(within(element).getByLabelText('Jina'), { target: { value: 'Amina & Co + 1' } })
    fireEvent.click(within(element).getByRole('radio', { name: 'Ndiyo' }))
    fireEvent.input(within(element).getByLabelText('Siku'), { target: { value: '2027-11-24' } })
    fireEvent.submit(element)
    await vi.advanceTimersByTimeAsync(whatsappDelayMs)
    const link = new URL(String(open.mock.calls[0]?.[0]))
    expect(link.pathname).toBe('/254712345678')
    expect(link.searchParams.get('text')).toBe('Jina: Amina & Co + 1\nWanyama: Ndiyo\nSiku: Jumatano, 24 Nov 2027')
  })
})

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startIsland } from '../../islands/start-island.ts'
import type { ShellData } from '../../model/site-data.ts'
import { PageProviders } from '../../render/PageProviders.tsx'
import { errorUnder, testBookingForm, validBody } from '../../testing/test-forms.ts'
import { testShell } from '../../testing/test-shell.ts'
import { FormBlock } from './FormBlock.tsx'

const shell: ShellData = { ...testShell, forms: { ...testShell.forms, booking: testBookingForm } }
const fetchMock = vi.fn<typeof fetch>()
const posts = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/forms/'))

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/forms/')
      ? new Response('{}', { status: 201 })
      : new Response(JSON.stringify(shell), { status: 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

/** The form block's island as the prerender writes it into the page, not yet alive. */
function prerenderedIsland(formId: string): HTMLElement {
  const island = document.createElement('div')
  Object.assign(island.dataset, { island: 'form', when: 'interaction', props: JSON.stringify({ form: formId }) })
  island.innerHTML = renderToString(
    <PageProviders shell={shell} path="/contact">
      <FormBlock form={formId} />
    </PageProviders>,
  )
  document.body.append(island)
  return island
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))

describe('the form block without React', () => {
  it('checks a form sent before its code arrived, keeping what was typed, and sends it once corrected', async () => {
    const island = prerenderedIsland('booking')
    await userEvent.type(field('Name'), 'Kamau')
    await startIsland(island)
    expect(island.hasAttribute('data-hydrated')).toBe(true)
    ;(island.querySelector('form') as HTMLFormElement).requestSubmit()
    await waitFor(() => expect(errorUnder(field('Phone number'))).toBe('Phone number is required'))
    expect(errorUnder(field('Name'))).toBeUndefined()
    expect(field('Name').value).toBe('Kamau')
    expect(document.activeElement).toBe(field('Phone number'))
    expect(screen.getByRole('status').textContent).toBe('Please correct the fields marked below.')
    expect(posts()).toEqual([])

    const values: Record<string, string> = { ...validBody(testBookingForm), name: 'Kamau' }
    await userEvent.type(field('Phone number'), values.phone ?? '')
    await userEvent.selectOptions(field('Service'), values.service ?? '')
    await userEvent.type(field('Preferred date'), values.date ?? '')
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Booking submitted successfully!'))
    const [url, init] = posts()[0] ?? []
    expect(url).toBe('/api/forms/booking')
    expect(JSON.parse(String(init?.body))).toEqual({ ...values, _language: 'en-KE' })
    expect(field('Name').value).toBe('')
  })
})

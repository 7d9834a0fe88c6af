// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { fakeAdminApi, renderScreen, type FakeCall } from '../../testing/admin-test-kit.tsx'
import { siteForEditor, siteText, testDraft } from '../../testing/editor-site.ts'
import { publishWaitsWords } from './contrast-words.ts'
import { LookScreen } from './LookScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const check = { errors: [], warnings: [], ms: 3 }

/** The Look screen on this tab's draft of `text`, with the edits it sends. */
async function openLook(text = siteText) {
  sessionStorage.setItem('admin-draft-id', 'd1')
  let revision = 0
  const api = fakeAdminApi({
    'GET /admin/api/site': () => siteForEditor,
    'POST /admin/api/drafts': () => testDraft({ text }),
    'POST /admin/api/drafts/d1/edits': () => ({ revision: ++revision, check }),
  })
  renderScreen(<LookScreen />, { route: '/look' })
  await screen.findByRole('heading', { name: 'Colours' })
  return () =>
    api.calls
      .filter((call: FakeCall) => call.url.endsWith('/edits'))
      .flatMap((call) => (call.body as { edits: unknown[] }).edits)
}

const brand = () => screen.getByRole('group', { name: /^The main colour of the business/ })
const sample = () => screen.getByRole('figure', { name: /^A sample of your website/ })

/** Types a whole colour code into the brand's box, as the owner would. */
async function typeBrand(code: string) {
  const box = within(brand()).getByLabelText('Colour code')
  await userEvent.clear(box)
  await userEvent.type(box, code)
}

describe('the Look screen', () => {
  it('draws the sample with the colour typed, at once, and puts it in the draft', async () => {
    const edits = await openLook()
    expect(sample().style.getPropertyValue('--brand')).not.toBe('#1f4e9e')
    await typeBrand('#1F4E9E')
    expect(sample().style.getPropertyValue('--brand')).toBe('#1f4e9e')
    expect((within(brand()).getByLabelText('Colour') as HTMLInputElement).value).toBe('#1f4e9e')
    await waitFor(() =>
      expect(edits().at(-1)).toEqual({ op: 'set', path: ['theme', 'colors', 'brand'], value: '#1f4e9e' }),
    )
    // A code half typed is said to be unfinished and is not sent.
    await userEvent.type(within(brand()).getByLabelText('Colour code'), '{Backspace}')
    expect(within(brand()).getByText(/^Write the colour code as #/)).toBeTruthy()
    expect(edits().at(-1)).toEqual({ op: 'set', path: ['theme', 'colors', 'brand'], value: '#1f4e9e' })
  })

  it('the colour picker changes the sample too', async () => {
    await openLook()
    fireEvent.change(within(brand()).getByLabelText('Colour'), { target: { value: '#7a2e8a' } })
    expect(sample().style.getPropertyValue('--brand')).toBe('#7a2e8a')
    expect((within(brand()).getByLabelText('Colour code') as HTMLInputElement).value).toBe('#7a2e8a')
  })

  it('says in words which pairs are hard to read, why publishing waits, and uses the shade suggested', async () => {
    const edits = await openLook()
    expect(screen.getByText('Every word and outline is easy to read with these colours.')).toBeTruthy()
    expect(screen.getByText('Button text: easy to read.')).toBeTruthy()
    await typeBrand('#ffffff')
    const hard = screen.getByText(/^Button text is hard to read \(1 to 1; needs 4\.5\)\. Try #[0-9a-f]{6}\.$/)
    const shade = /Try (#[0-9a-f]{6})/.exec(hard.textContent ?? '')![1]!
    expect(screen.getByRole('alert').textContent).toBe(publishWaitsWords)
    const useShade = screen
      .getAllByRole('button', { name: 'Use this shade' })
      .find((button) => button.getAttribute('aria-describedby') === hard.id)!
    await userEvent.click(useShade)
    expect((within(brand()).getByLabelText('Colour code') as HTMLInputElement).value).toBe(shade)
    expect(sample().style.getPropertyValue('--brand')).toBe(shade)
    expect(screen.getByText('Button text: easy to read.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(() => expect(edits().at(-1)).toEqual({ op: 'set', path: ['theme', 'colors', 'brand'], value: shade }))
  })

  it('takes a colour back to the usual look by taking it out of the draft', async () => {
    const edits = await openLook(
      // The repository's own theme taken out: this one takes its place.
      `${siteText.replace(/^theme:\n(?: .*\n)+/m, '').trimEnd()}\ntheme:\n  colors:\n    brand: "#1f4e9e"\n    soft: "#eef3fb"\n`,
    )
    expect(sample().style.getPropertyValue('--brand')).toBe('#1f4e9e')
    await userEvent.click(within(brand()).getByRole('button', { name: 'Back to the usual look' }))
    await waitFor(() => expect(edits().at(-1)).toEqual({ op: 'remove', path: ['theme', 'colors', 'brand'] }))
    expect(sample().style.getPropertyValue('--brand')).not.toBe('#1f4e9e')
    expect(within(brand()).getByText('The usual colour.')).toBeTruthy()
  })

  it('offers the fonts every device has, each written in its own font, and the corners in words', async () => {
    const edits = await openLook()
    const body = screen.getByRole('group', { name: /^The font of ordinary words/ })
    const serif = within(body).getByRole('radio', { name: 'Classic, like a book' })
    expect(serif.closest('label')!.style.fontFamily).toContain('serif')
    await userEvent.click(serif)
    await waitFor(() =>
      expect(edits().at(-1)).toEqual({ op: 'set', path: ['theme', 'fonts', 'body'], value: 'system-serif' }),
    )
    expect(sample().style.fontFamily).toContain('Georgia')
    const corners = screen.getByRole('slider', { name: /How round the corners/ })
    expect(corners.getAttribute('aria-valuetext')).toBe('Rounded (10 pixels), the usual corners')
    fireEvent.change(corners, { target: { value: '0' } })
    expect(corners.getAttribute('aria-valuetext')).toBe('Square')
    expect(sample().style.getPropertyValue('--radius')).toBe('0px')
  })

  it('shows the logo chosen in the sample, named by the business, and "Remove the logo" puts the name back', async () => {
    const name = (parse(siteText) as { business: { name: string } }).business.name
    const withLogo = siteText.includes('\n  logo:')
      ? siteText
      : siteText.replace(/^business:\n/m, 'business:\n  logo: /images/logo.svg\n')
    const edits = await openLook(withLogo)
    const logo = within(sample()).getByRole('img', { name })
    expect(logo.getAttribute('src')).toMatch(/logo/)
    await userEvent.click(screen.getByRole('button', { name: 'Remove the logo' }))
    await waitFor(() => expect(edits().at(-1)).toEqual({ op: 'remove', path: ['business', 'logo'] }))
    expect(within(sample()).queryByRole('img')).toBeNull()
    expect(within(sample()).getByText(name)).toBeTruthy()
  })
})

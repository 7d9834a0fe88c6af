// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, renderScreen, type FakeCall } from '../../../testing/admin-test-kit.tsx'
import { siteForEditor, testDraft } from '../../../testing/editor-site.ts'
import { WebsiteScreen } from '../WebsiteScreen.tsx'

const check = { errors: [], warnings: [], ms: 3 }

beforeEach(() => {
  // jsdom draws no layout: going to a field scrolls nothing.
  Element.prototype.scrollIntoView = () => undefined
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/** The Website screen on the repository's own site (English and Swahili), at `route`; its edits are recorded. */
function openEditor(route: string, text = testDraft().text) {
  let revision = 0
  const api = fakeAdminApi({
    'GET /admin/api/site': () => ({ ...siteForEditor, text }),
    'POST /admin/api/drafts': () => testDraft({ text, baseText: text }),
    'POST /admin/api/drafts/d1/edits': (call) => {
      if ((call.body as { edits: unknown[] }).edits.length > 0) revision++
      return { revision, check }
    },
  })
  renderScreen(<WebsiteScreen />, { route })
  return api
}

const sentEdits = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.endsWith('/edits')).flatMap((call) => (call.body as { edits: unknown[] }).edits)

/** Every word a person reads on the screen, what the developer's disclosures hold left out. */
const visibleWords = () => {
  const copy = document.body.cloneNode(true) as HTMLElement
  copy.querySelectorAll('[data-advanced], iframe').forEach((element) => element.remove())
  const values = [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value)
  const chosen = [...document.querySelectorAll('select')].map((select) => select.selectedOptions[0]?.textContent ?? '')
  return [copy.textContent ?? '', ...values, ...chosen].join('\n')
}

describe('editing the website in another language', () => {
  it('offers the languages by name, and with Kiswahili chosen lists the Kiswahili pages only', async () => {
    openEditor('/website?section=pages')
    const choice = await screen.findByRole('combobox', { name: 'Language you are editing' })
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Kiswahili'])
    expect(screen.getByText(/^Contact Us \|/, { selector: 'summary' })).toBeTruthy()
    expect(screen.queryByText(/^Wasiliana Nasi \|/, { selector: 'summary' })).toBeNull()

    await userEvent.selectOptions(choice, 'Kiswahili')
    expect(await screen.findByText(/^Wasiliana Nasi \|/, { selector: 'summary' })).toBeTruthy()
    expect(screen.queryByText(/^Contact Us \|/, { selector: 'summary' })).toBeNull()
  })

  it('says in words what a Kiswahili page translates, with the English words beside each of its texts', async () => {
    openEditor('/website?section=pages&language=sw-KE')
    await userEvent.click(await screen.findByText(/^Wasiliana Nasi \|/, { selector: 'summary' }))
    const translates = screen.getByRole('combobox', { name: 'Translation of' }) as HTMLSelectElement
    expect(translates.selectedOptions[0]?.textContent).toMatch(/^Contact Us \|/)
    const title = screen.getAllByRole('textbox', { name: 'Title' })[0]!
    expect(title.getAttribute('aria-describedby')).toBeTruthy()
    const counterpart = document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)
    expect(counterpart?.textContent).toMatch(/^In English: Contact Us \|/)
    expect(visibleWords()).not.toMatch(/sw-KE|\/contact\b|\/sw\//)
  })

  it('offers no language to add to a page in the main language, and no English beside links', async () => {
    openEditor('/website?section=pages')
    await userEvent.click(await screen.findByText(/^Contact Us \|/, { selector: 'summary' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Add (language|translation of)$/ })).toBeNull()
    cleanup()

    openEditor('/website?section=pages&language=sw-KE')
    await userEvent.click(await screen.findByText(/^Wasiliana Nasi \|/, { selector: 'summary' }))
    expect(screen.queryByRole('button', { name: /^Remove (language|translation of)/i })).toBeNull()
    expect(screen.queryByText(/^In English: \//)).toBeNull()
  })

  it('keeps a language’s texts out of the list of languages: they are written with the language chosen', async () => {
    openEditor('/website?section=languages')
    await userEvent.click(await screen.findByText('1. Kiswahili'))
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Texts' })).toBeNull()
    expect(screen.queryByText(/^In English:/)).toBeNull()
  })

  it('edits the shared texts in the language’s texts, with the English words under each', async () => {
    const api = openEditor('/website?section=forms&language=sw-KE')
    await userEvent.click(await screen.findByText('Weka Nafasi ya Usafi'))
    const titles = screen.getAllByRole('textbox', { name: 'Title' }) as HTMLInputElement[]
    const booking = titles.find((field) => field.value === 'Weka Nafasi ya Usafi')!
    expect(screen.getByText('Book a Cleaning Session').closest('p')?.textContent).toBe(
      'In English: Book a Cleaning Session',
    )
    await userEvent.type(booking, '!')
    await waitFor(() =>
      expect(sentEdits(api.calls).at(-1)).toEqual({
        op: 'set',
        path: ['languages', 0, 'texts', 'forms', 'booking', 'title'],
        value: 'Weka Nafasi ya Usafi!',
      }),
    )
  })

  it('lists what is not in Kiswahili yet in words, each leading to where it is written', async () => {
    // The footer's credit line taken out of the Swahili texts: one text is surely not translated.
    const withoutCredit = testDraft().text.replace(/(\n {6}footer:[\s\S]*?)\n {8}credit:\n {10}label: [^\n]*/, '$1')
    const api = openEditor('/website?section=pages&language=sw-KE', withoutCredit)
    await userEvent.click(await screen.findByText(/^Not in Kiswahili yet/))
    const start = screen.getAllByRole('button', { name: /^Write it in Kiswahili: / })[0]!
    const title = start.textContent!.replace('Write it in Kiswahili: ', '')
    await userEvent.click(start)
    await waitFor(() =>
      expect(sentEdits(api.calls).at(-1)).toEqual(
        expect.objectContaining({ op: 'set', path: ['pages', expect.stringMatching(/^\/sw\//)] }),
      ),
    )
    await waitFor(() => expect((document.activeElement as HTMLInputElement).value.startsWith(title)).toBe(true))

    await userEvent.click(screen.getByRole('link', { name: 'Footer, Credit line, Label' }))
    await waitFor(() => expect(document.activeElement?.id).toBe('field-languages.0.texts.footer.credit.label'))
    const credit = document.activeElement as HTMLInputElement
    expect(credit.value).toBe('')
    expect(document.getElementById(`${credit.id}-counterpart`)?.textContent).toMatch(/^In English: \S/)
  })

  it('starts a post in Kiswahili from the list, in the blog, with the English words beside its fields', async () => {
    const api = openEditor('/website?section=pages&language=sw-KE')
    await userEvent.click(await screen.findByText(/^Not in Kiswahili yet/))
    const list = screen.getByRole('heading', { name: 'Blog posts' }).nextElementSibling as HTMLElement
    const start = within(list).getAllByRole('button', { name: /^Write it in Kiswahili: / })[0]!
    const title = start.textContent!.replace('Write it in Kiswahili: ', '')
    await userEvent.click(start)
    await waitFor(() =>
      expect(sentEdits(api.calls).at(-1)).toEqual({
        op: 'insert',
        path: ['blog', 'posts'],
        index: expect.any(Number),
        value: expect.objectContaining({ title, language: 'sw-KE', translationOf: expect.any(Number) }),
      }),
    )
    await waitFor(() => expect((document.activeElement as HTMLInputElement).value).toBe(title))
    const field = document.activeElement as HTMLInputElement
    expect(document.getElementById(`${field.id}-counterpart`)?.textContent).toBe(`In English: ${title}`)
  })
})

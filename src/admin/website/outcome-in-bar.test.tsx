// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DraftState, PublishEvent, UploadedPicture } from '../../model/admin-api.ts'
import { fakeAdminApi, renderScreen } from '../../testing/admin-test-kit.tsx'
import { siteForEditor, siteText, testDraft } from '../../testing/editor-site.ts'
import { WebsiteScreen } from './WebsiteScreen.tsx'

// What was just done is said in the bar at the bottom, and goes as soon as it no longer holds.

const text = siteText
const site = siteForEditor
const check = { errors: [], warnings: [], ms: 3 }
const changed = text.replace('tagline: Professional', 'tagline: Friendly')
const draft = (draftText: string, baseText = text): DraftState => testDraft({ revision: 1, text: draftText, baseText })
const publishedLines = (events: PublishEvent[]) =>
  new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''))
const published: PublishEvent = {
  outcome: 'published',
  id: 5,
  version: 'v2',
  changed: ['business.tagline'],
  page: '/contact',
  warnings: [],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/** The bar at the bottom, and the line in it that screen readers announce. */
const bar = () => screen.getByRole('region', { name: 'Publish your changes' })
const barStatus = () => within(bar()).getByRole('status')

/** Opens the editor on this tab's draft, with the tagline changed as after typing it. */
async function openWithChange(answers: Parameters<typeof fakeAdminApi>[0] = {}) {
  sessionStorage.setItem('admin-draft-id', 'd1')
  let isPublished = false
  const api = fakeAdminApi({
    'GET /admin/api/site': () => site,
    'POST /admin/api/drafts': () => (isPublished ? draft(changed, changed) : draft(changed)),
    'GET /admin/api/drafts/d1': () => (isPublished ? draft(changed, changed) : draft(changed)),
    'POST /admin/api/drafts/d1/edits': () => ({ revision: 1, check }),
    'POST /admin/api/drafts/d1/publish': () => {
      isPublished = true
      return publishedLines([{ step: 'checking' }, published])
    },
    ...answers,
  })
  renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
  await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
  return api
}

describe('what was done, in the bar at the bottom', () => {
  it('says a publish went live in place of "No changes waiting", with a link to the changed page, until the next change', async () => {
    await openWithChange()
    expect(barStatus().textContent).toBe('1 change waiting to be published.')
    await userEvent.click(within(bar()).getByRole('button', { name: 'Publish' }))

    await waitFor(() =>
      expect(barStatus().textContent).toBe('Published. Visitors now see the new version. View the site'),
    )
    await waitFor(() => expect(screen.getByText('No changes since the last publish.', { exact: false })).toBeTruthy())
    // It opens the page that shows the change, as the server names it.
    expect(within(barStatus()).getByRole('link', { name: 'View the site' }).getAttribute('href')).toBe('/contact')
    // Said once: the panel beside the preview does not say it again.
    expect(screen.getAllByText(/Published\. Visitors now see/)).toHaveLength(1)

    await userEvent.type(screen.getByLabelText('Line about the business'), '!')
    expect(barStatus().textContent).toBe('1 change waiting to be published.')
    expect(screen.queryByText(/Published\. Visitors now see/)).toBeNull()
  })

  it('takes back a change typed just after a publish, even into the field typed into just before it', async () => {
    await openWithChange()
    const tagline = screen.getByLabelText('Line about the business') as HTMLInputElement
    await userEvent.type(tagline, '!')
    await userEvent.click(within(bar()).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(barStatus().textContent).toMatch(/^Published\./))

    await userEvent.type(tagline, '?')
    const undo = within(bar()).getByRole('button', { name: 'Undo' }) as HTMLButtonElement
    expect(undo.disabled).toBe(false)
    await userEvent.click(undo)
    expect(tagline.value).not.toMatch(/\?$/)
  })

  it('says a refused publish as an alert in the bar, gone once the draft changes', async () => {
    const refused: PublishEvent = {
      outcome: 'refused',
      reason: 'busy',
      message: 'Someone else is publishing right now. Try again in a minute.',
    }
    await openWithChange({ 'POST /admin/api/drafts/d1/publish': () => publishedLines([refused]) })
    await userEvent.click(within(bar()).getByRole('button', { name: 'Publish' }))

    expect((await within(bar()).findByRole('alert')).textContent).toBe(refused.message)
    expect(barStatus().textContent).toBe('1 change waiting to be published.')
    await userEvent.type(screen.getByLabelText('Line about the business'), '!')
    expect(within(bar()).queryByRole('alert')).toBeNull()
  })

  it('says a new picture is in place, until the draft changes again', async () => {
    const stored: UploadedPicture = { src: '/images/uploads/rug-1a2b3c4d.jpg', width: 800, height: 600 }
    sessionStorage.setItem('admin-draft-id', 'd1')
    fakeAdminApi({
      'GET /admin/api/site': () => site,
      'POST /admin/api/drafts': () => draft(text),
      'POST /admin/api/drafts/d1/edits': () => ({ revision: 1, check }),
      'POST /admin/api/uploads': () => stored,
    })
    renderScreen(<WebsiteScreen />, { route: '/website?section=services' })
    await waitFor(() => expect(screen.getByText(/No problems found/)).toBeTruthy())
    const first = (await screen.findByText('1. Carpet Cleaning')).closest('details')!
    await userEvent.click(within(first).getByText('1. Carpet Cleaning'))
    const file = first.querySelector<HTMLInputElement>('.picture-field input[type="file"]')!
    await userEvent.upload(file, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rug.jpg', { type: 'image/jpeg' }))
    await userEvent.type(
      within(first).getByLabelText('Describe the new picture for someone who cannot see it'),
      'A washed rug',
    )
    await userEvent.click(within(first).getByRole('button', { name: 'Upload and use' }))

    await waitFor(() =>
      expect(barStatus().textContent).toBe('The new picture is in place. Publish to show it on the website.'),
    )
    await userEvent.type(within(first).getByLabelText('Name'), 's')
    expect(barStatus().textContent).toMatch(/^\d+ changes? waiting to be published\.$/)
  })
})

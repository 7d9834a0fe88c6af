// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, renderScreen } from '../../../testing/admin-test-kit.tsx'
import { siteForEditor, testDraft } from '../../../testing/editor-site.ts'
import { WebsiteScreen } from '../WebsiteScreen.tsx'

const check = { errors: [], warnings: [], ms: 3 }
let scrolledTo: Element[] = []

beforeEach(() => {
  // jsdom draws no layout: what is scrolled into view is noted instead.
  scrolledTo = []
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this)
  }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

function openEditor(route: string) {
  const { text } = testDraft()
  fakeAdminApi({
    'GET /admin/api/site': () => ({ ...siteForEditor, text }),
    'POST /admin/api/drafts': () => testDraft({ text, baseText: text }),
    'POST /admin/api/drafts/d1/edits': () => ({ revision: 1, check }),
  })
  renderScreen(<WebsiteScreen />, { route })
}

describe('the jobs take her to what she made', () => {
  it('opens a new post at its text, in view, with the cursor in it, from any part of the website', async () => {
    openEditor('/website?section=business')
    await userEvent.click(await screen.findByRole('button', { name: 'New post' }))
    await userEvent.type(screen.getByLabelText('Title of the post'), 'Rugs in the Rain')
    await userEvent.click(screen.getByRole('button', { name: 'Start the post' }))

    const text = await screen.findByLabelText('Text of the post')
    await waitFor(() => expect(document.activeElement).toBe(text))
    expect(scrolledTo.at(-1)).toBe(text)
    expect(screen.getByText('The post “Rugs in the Rain” was started. Write its text, then publish.')).toBeTruthy()
    expect(screen.getByText(/^\d+\. Rugs in the Rain$/, { selector: 'summary' })).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAdminApi, renderScreen } from '../../testing/admin-test-kit.tsx'
import { siteForEditor, siteText, testDraft } from '../../testing/editor-site.ts'
import { WebsiteScreen } from './WebsiteScreen.tsx'

const check = { errors: [], warnings: [], ms: 3 }
const sofaSummary = 'summary: Fabric and leather sofas cleaned at your home or office'
/** A draft left with the summary of the service “Sofa Cleaning” changed. */
const leftOver = testDraft({ id: 'd1', revision: 4, text: siteText.replace(sofaSummary, 'summary: Sofas like new') })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

function serveLeftOver() {
  return fakeAdminApi({
    'GET /admin/api/site': () => siteForEditor,
    'POST /admin/api/drafts': () => leftOver,
    'POST /admin/api/drafts/d1/edits': () => ({ revision: 5, check }),
  })
}

const bar = () => screen.getByRole('region', { name: 'Publish your changes' })

describe('changes found on opening the editor', () => {
  it('are named, and after Carry on Undo takes them all back to the published website, and Redo brings them back', async () => {
    serveLeftOver()
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const offer = await screen.findByRole('region', { name: 'Changes not published yet' })
    expect(offer.textContent).toContain('You changed the summary of the service “Sofa Cleaning”.')

    await userEvent.click(within(offer).getByRole('button', { name: 'Carry on' }))
    await waitFor(() => expect(within(bar()).getByText('1 change waiting to be published.')).toBeTruthy())
    await userEvent.click(within(bar()).getByRole('button', { name: 'Undo all' }))
    expect(within(bar()).getByText('No changes waiting.')).toBeTruthy()
    expect((within(bar()).getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true)

    await userEvent.click(within(bar()).getByRole('button', { name: 'Redo' }))
    expect(within(bar()).getByText('1 change waiting to be published.')).toBeTruthy()
    expect(within(bar()).getByRole('button', { name: 'Undo all' })).toBeTruthy()
  })

  it('in the window that made them (after a reload), Undo is offered at once', async () => {
    sessionStorage.setItem('admin-draft-id', 'd1')
    serveLeftOver()
    renderScreen(<WebsiteScreen />, { route: '/website?section=business' })
    const undo = await within(await screen.findByRole('region', { name: 'Publish your changes' })).findByRole(
      'button',
      { name: 'Undo all' },
    )
    expect((undo as HTMLButtonElement).disabled).toBe(false)
  })
})

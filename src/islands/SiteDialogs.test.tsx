// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShellData } from '../model/site-data.ts'
import { PageProviders } from '../render/PageProviders.tsx'
import { stubDialog, stubPhoneQuery } from '../testing/layout-helpers.tsx'
import { testBookingForm } from '../testing/test-forms.ts'
import { testShell } from '../testing/test-shell.ts'
import type { SiteActions } from '../ui/site-actions.ts'
import { SiteDialogs } from './SiteDialogs.tsx'

const shell: ShellData = { ...testShell, forms: { ...testShell.forms, booking: testBookingForm } }

beforeEach(() => {
  stubDialog()
  stubPhoneQuery(true)
})
afterEach(() => {
  window.dispatchEvent(new Event('pagehide'))
  cleanup()
  document.body.replaceChildren()
})

/** Draws the dialog layer as the page's scripts do; returns what it hands over to open its dialogs. */
function renderDialogs(): SiteActions {
  const onReady = vi.fn<(actions: SiteActions) => void>()
  render(
    <PageProviders shell={shell} path="/">
      <SiteDialogs onReady={onReady} />
    </PageProviders>,
  )
  const actions = onReady.mock.lastCall?.[0]
  if (!actions) throw new Error('SiteDialogs never said it was ready')
  return actions
}

/** A button of the page, outside the dialog layer, as the prerender wrote it. */
function addOpener(attributes = '') {
  document.body.insertAdjacentHTML('afterbegin', `<button type="button" ${attributes}>Opener</button>`)
  const opener = document.body.firstElementChild as HTMLButtonElement
  opener.focus()
  return opener
}

const dialogNamed = (name: string) => screen.queryByRole('dialog', { name })

describe('SiteDialogs', () => {
  it('shows nothing until asked', () => {
    renderDialogs()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens any form of the shell as the public page does, with its fields filled in advance, and gives focus back on close', async () => {
    const open = renderDialogs()
    const opener = addOpener('data-open-form="booking"')
    act(() => open.openForm('booking', opener, { service: 'sofa' }))
    const dialog = dialogNamed('Book a Cleaning Session') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect((within(dialog).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('sofa')
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(dialogNamed('Book a Cleaning Session')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('opens nothing for a form the shell does not have', () => {
    const open = renderDialogs()
    act(() => open.openForm('no-such-form', addOpener()))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the services sheet, marking an opener that says whether it is expanded, and restores it on close', async () => {
    const open = renderDialogs()
    const tab = addOpener('aria-expanded="false" data-open-menu="services" data-menu-variant="sheet"')
    act(() => open.openMenu('services', tab, 'sheet'))
    const menu = dialogNamed('Our Services') as HTMLDialogElement
    expect(menu.className).toContain('services-menu--sheet')
    expect(tab.getAttribute('aria-expanded')).toBe('true')
    expect(tab.getAttribute('aria-controls')).toBe(menu.id)
    await userEvent.click(within(menu).getByRole('button', { name: 'Close' }))
    expect(dialogNamed('Our Services')).toBeNull()
    expect(tab.getAttribute('aria-expanded')).toBe('false')
    expect(tab.hasAttribute('aria-controls')).toBe(false)
    expect(document.activeElement).toBe(tab)
  })

  it('opens the services menu as a dialog by default, leaving an opener without aria-expanded as it is', () => {
    const open = renderDialogs()
    const button = addOpener('aria-haspopup="dialog" data-open-menu="services"')
    act(() => open.openMenu('services', button))
    expect(dialogNamed('Our Services')?.className).toBe('services-menu')
    expect(button.hasAttribute('aria-expanded')).toBe(false)
    expect(button.hasAttribute('aria-controls')).toBe(false)
  })
})

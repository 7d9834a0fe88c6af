// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ServicesMenu } from './ServicesMenu.tsx'
import { renderAt, stubDialog, stubPhoneQuery } from '../testing/layout-helpers.tsx'

let setPhone: (isPhone: boolean) => void
beforeEach(() => {
  stubDialog()
  setPhone = stubPhoneQuery(true)
})
afterEach(cleanup)

const menu = () => screen.getByRole('dialog', { name: 'Our Services' })

describe('ServicesMenu', () => {
  it('opens as a modal dialog listing every service with its summary', () => {
    renderAt(<ServicesMenu variant="dialog" onClose={() => undefined} />)
    expect((menu() as HTMLDialogElement).open).toBe(true)
    const links = within(menu()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Carpet Cleaning', '/carpetcleaning'],
      ['Sofa Cleaning', '/sofacleaning'],
    ])
    expect(
      within(menu())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carpet CleaningDry in under 24 hours.', 'Sofa CleaningAny fabric, at your home.'])
  })

  it('locks the page scroll while open and restores it when gone', () => {
    const { unmount } = renderAt(<ServicesMenu variant="sheet" onClose={() => undefined} />)
    expect(document.documentElement.style.overflow).toBe('hidden')
    unmount()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes from its close button', async () => {
    const onClose = vi.fn<() => void>()
    renderAt(<ServicesMenu variant="sheet" onClose={onClose} />)
    const dialog = menu() as HTMLDialogElement
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(false)
  })

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const onClose = vi.fn<() => void>()
    renderAt(<ServicesMenu variant="dialog" onClose={onClose} />)
    await userEvent.click(within(menu()).getByText('Dry in under 24 hours.'))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(menu())
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes when a service is chosen, marking the current one', async () => {
    const onClose = vi.fn<() => void>()
    renderAt(<ServicesMenu variant="dialog" onClose={onClose} />, { path: '/carpetcleaning' })
    expect(within(menu()).getByRole('link', { name: 'Carpet Cleaning' }).getAttribute('aria-current')).toBe('page')
    const sofa = within(menu()).getByRole('link', { name: 'Sofa Cleaning' })
    expect(sofa.getAttribute('aria-current')).toBeNull()
    await userEvent.click(sofa)
    expect(onClose).toHaveBeenCalledOnce()
    expect((sofa.closest('dialog') as HTMLDialogElement).open).toBe(false)
  })

  it('closes when the window grows past the phone breakpoint, not when it narrows', () => {
    const onClose = vi.fn<() => void>()
    renderAt(<ServicesMenu variant="sheet" onClose={onClose} />)
    act(() => setPhone(true))
    expect(onClose).not.toHaveBeenCalled()
    act(() => setPhone(false))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from '../testing/test-shell.ts'
import { Header } from './Header.tsx'
import { renderAt, stubPhoneQuery } from '../testing/layout-helpers.tsx'

const shell: ShellData = {
  ...testShell,
  navigation: [
    { label: 'Home', link: '/' },
    { label: 'About Us', link: '/about' },
    { label: 'Our Services', menu: 'services' },
    { label: 'More', items: [{ label: 'Gallery', link: '/gallery' }] },
  ],
  headerButton: { label: 'Book a Cleaning Session', link: '/contact' },
}

let setPhone: (isPhone: boolean) => void
beforeEach(() => {
  setPhone = stubPhoneQuery(false)
})
afterEach(cleanup)

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }))
const servicesButton = () => mainMenu().getByRole('button', { name: 'Our Services' })

describe('Header', () => {
  it('shows the menu links, the phone numbers as tel: links and both booking buttons', () => {
    renderAt(<Header />, { shell })
    expect(mainMenu().getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about')
    const phones = within(screen.getByRole('list', { name: 'Phone numbers' })).getAllByRole('link')
    expect(phones.map((phone) => phone.getAttribute('href'))).toEqual(['tel:+254712345678', 'tel:+254722000111'])
    expect(screen.getByRole('link', { name: 'Book a Cleaning Session' }).getAttribute('href')).toBe('/contact')
    expect(screen.getByRole('link', { name: 'Book a Session' }).getAttribute('href')).toBe('/contact')
  })

  it('marks the link of the current page', () => {
    renderAt(<Header />, { shell, path: '/about' })
    expect(mainMenu().getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page')
    expect(mainMenu().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('opens the services dropdown on click with every service, and closes it on a second click', async () => {
    renderAt(<Header />, { shell })
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
    expect(mainMenu().queryByRole('link', { name: 'Carpet Cleaning' })).toBeNull()
    await userEvent.click(servicesButton())
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(servicesButton().getAttribute('aria-controls') ?? '')
    expect(
      within(panel as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Carpet Cleaning', 'Sofa Cleaning'])
    await userEvent.click(servicesButton())
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('works by keyboard: Enter opens, arrows move through the links, Escape closes and returns focus', async () => {
    renderAt(<Header />, { shell })
    servicesButton().focus()
    await userEvent.keyboard('{Enter}')
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Carpet Cleaning')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Sofa Cleaning')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Carpet Cleaning')
    await userEvent.keyboard('{Escape}')
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(servicesButton())
  })

  it('closes on Escape even when the page, not the button, has focus', async () => {
    renderAt(<Header />, { shell })
    await userEvent.click(servicesButton())
    servicesButton().blur()
    expect(document.activeElement).toBe(document.body)
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Escape}')
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(servicesButton())
  })

  it('opens and enters the dropdown with the down arrow', async () => {
    renderAt(<Header />, { shell })
    servicesButton().focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('Carpet Cleaning')
  })

  it('closes when focus leaves it or the visitor clicks elsewhere', async () => {
    renderAt(<Header />, { shell })
    await userEvent.click(servicesButton())
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Sofa Cleaning')
    await userEvent.tab()
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(servicesButton())
    await userEvent.click(screen.getByRole('list', { name: 'Phone numbers' }))
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('links to the chosen service and closes when it is chosen', async () => {
    renderAt(<Header />, { shell })
    await userEvent.click(servicesButton())
    const sofa = mainMenu().getByRole('link', { name: 'Sofa Cleaning' })
    expect(sofa.getAttribute('href')).toBe('/sofacleaning')
    await userEvent.click(sofa)
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when the visitor leaves the page, so it is closed if they come back to it', async () => {
    renderAt(<Header />, { shell })
    await userEvent.click(servicesButton())
    act(() => {
      fireEvent(window, new Event('pagehide'))
    })
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when the window crosses the phone breakpoint', async () => {
    renderAt(<Header />, { shell })
    await userEvent.click(servicesButton())
    act(() => setPhone(true))
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('shows a drop-down of the links under `items`, marking the current one', async () => {
    renderAt(<Header />, { shell, path: '/gallery' })
    await userEvent.click(mainMenu().getByRole('button', { name: 'More' }))
    expect(mainMenu().getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page')
  })
})

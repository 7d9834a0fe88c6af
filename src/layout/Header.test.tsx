// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from '../testing/test-shell.ts'
import { Header } from './Header.tsx'
import { renderAt } from '../testing/layout-helpers.tsx'

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

  it('draws the services drop-down closed, with every service in the list it controls', () => {
    renderAt(<Header />, { shell })
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(servicesButton().getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel.hidden).toBe(true)
    expect(
      within(panel)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Carpet Cleaning', '/carpetcleaning'],
      ['Sofa Cleaning', '/sofacleaning'],
    ])
  })

  it('names the link to the home page by the business name, written as text when there is no logo', () => {
    renderAt(<Header />, { shell })
    const home = screen.getByRole('link', { name: 'Test Cleaners' })
    expect(home.getAttribute('href')).toBe('/')
    expect(home.textContent).toBe('Test Cleaners')
    expect(within(home).queryByRole('img')).toBeNull()
  })

  it('shows the logo in the link to the home page, named by the business name and sized from its file', () => {
    const logoPicture = { src: '/images/logo.svg', alt: 'Test Cleaners', width: 240, height: 80 }
    renderAt(<Header />, { shell: { ...shell, business: { ...shell.business, logo: logoPicture.src, logoPicture } } })
    const home = screen.getByRole('link', { name: 'Test Cleaners' })
    expect(home.getAttribute('href')).toBe('/')
    const logo = within(home).getByRole('img', { name: 'Test Cleaners' })
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([
      '/images/logo.svg',
      '240',
      '80',
    ])
    expect(home.textContent).toBe('')
  })

  it('offers the smaller copies the build made of a PNG logo, and loads the resized one', () => {
    const logoPicture = {
      src: '/images/logo.png',
      alt: 'Test Cleaners',
      width: 1200,
      height: 400,
      sources: [{ type: 'image/webp' as const, srcset: '/_images/logo-1a2b3c4d-360.webp 360w' }],
      fallback: '/_images/logo-1a2b3c4d-360.jpg',
    }
    renderAt(<Header />, { shell: { ...shell, business: { ...shell.business, logo: logoPicture.src, logoPicture } } })
    const logo = within(screen.getByRole('link', { name: 'Test Cleaners' })).getByRole('img', { name: 'Test Cleaners' })
    expect(logo.getAttribute('src')).toBe('/_images/logo-1a2b3c4d-360.jpg')
    expect(logo.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe(
      '/_images/logo-1a2b3c4d-360.webp 360w',
    )
  })

  it('draws a drop-down of the links under `items`, marking the current one and its button', () => {
    renderAt(<Header />, { shell, path: '/gallery' })
    const more = mainMenu().getByRole('button', { name: 'More' })
    expect(more.classList.contains('nav-dropdown__toggle--current')).toBe(true)
    expect(servicesButton().classList.contains('nav-dropdown__toggle--current')).toBe(false)
    expect(mainMenu().getByRole('link', { name: 'Gallery', hidden: true }).getAttribute('aria-current')).toBe('page')
  })
})

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from '../testing/test-shell.ts'
import { MobileNav } from './MobileNav.tsx'
import { renderAt } from '../testing/layout-helpers.tsx'
import type { SiteActions } from '../ui/site-actions.ts'

afterEach(cleanup)

const shell: ShellData = {
  ...testShell,
  mobileNavigation: {
    button: { label: 'Book a Session', link: '/contact' },
    tabs: [
      { label: 'Home', icon: 'home', link: '/' },
      { label: 'About', icon: 'about', link: '/about' },
      { label: 'Services', icon: 'services', menu: 'services' },
      { label: 'Call', icon: 'phone', link: 'tel:+254712345678' },
    ],
  },
}

const tabBar = () => within(screen.getByRole('navigation', { name: 'Main' }))

describe('MobileNav', () => {
  it('shows a tab per entry, marking the current page', () => {
    renderAt(<MobileNav />, { shell, path: '/about' })
    expect(tabBar().getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page')
    expect(tabBar().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    expect(tabBar().getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+254712345678')
  })

  it('opens the services sheet from the Services tab, which starts out collapsed', async () => {
    const openMenu = vi.fn<SiteActions['openMenu']>()
    renderAt(<MobileNav />, { shell, actions: { openMenu } })
    const services = tabBar().getByRole('button', { name: 'Services' })
    expect(services.getAttribute('aria-expanded')).toBe('false')
    expect(services.getAttribute('aria-haspopup')).toBe('dialog')
    await userEvent.click(services)
    expect(openMenu).toHaveBeenCalledExactlyOnceWith('services', services, 'sheet')
  })
})

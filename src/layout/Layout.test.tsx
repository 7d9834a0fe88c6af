// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderSitePage, stubDialog, stubPhoneQuery } from '../testing/layout-helpers.tsx'
import { testShell } from '../testing/test-shell.ts'

beforeEach(() => {
  stubDialog()
  stubPhoneQuery(true)
})
afterEach(cleanup)

const servicesMenu = () => screen.queryByRole('dialog', { name: 'Our Services' })
const servicesTab = () => screen.getByRole('button', { name: 'Services' })

describe('Layout', () => {
  it('draws the header, the page in <main>, the footer and the tab bar', () => {
    renderSitePage()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'About this company' }).getAttribute('href')).toBe('/about')
    expect(screen.getByRole('banner').contains(main)).toBe(false)
    expect(screen.getByRole('contentinfo').contains(main)).toBe(false)
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main')
  })

  it('opens the services menu from a page button and gives focus back to it on close', async () => {
    renderSitePage()
    expect(servicesMenu()).toBeNull()
    const opener = screen.getByRole('button', { name: 'See Our Services' })
    await userEvent.click(opener)
    expect(servicesMenu()?.className).toBe('services-menu')
    await userEvent.click(within(servicesMenu() as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(servicesMenu()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('heads the footer’s services and the services sheet with the site’s own words for its services menu', async () => {
    const navigation = testShell.navigation.map((item) =>
      item.menu === 'services' ? { ...item, label: 'Treatments' } : item,
    )
    renderSitePage({ shell: { ...testShell, navigation } })
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Treatments' })).toBeTruthy()
    await userEvent.click(servicesTab())
    expect(screen.getByRole('dialog', { name: 'Treatments' })).toBeTruthy()
  })

  it('opens the services sheet from the tab bar and marks the tab as expanded', async () => {
    renderSitePage()
    expect(servicesTab().getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(servicesTab())
    expect(servicesTab().getAttribute('aria-expanded')).toBe('true')
    expect(servicesTab().getAttribute('aria-controls')).toBe(servicesMenu()?.id)
    expect(servicesMenu()?.className).toContain('services-menu--sheet')
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closes the menu, unmarks the tab and unlocks the page when a service is chosen', async () => {
    renderSitePage()
    await userEvent.click(servicesTab())
    const sofa = within(servicesMenu() as HTMLElement).getByRole('link', { name: 'Sofa Cleaning' })
    expect(sofa.getAttribute('href')).toBe('/sofacleaning')
    await userEvent.click(sofa)
    expect(servicesMenu()).toBeNull()
    expect(servicesTab().getAttribute('aria-expanded')).toBe('false')
    expect(servicesTab().hasAttribute('aria-controls')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
  })
})

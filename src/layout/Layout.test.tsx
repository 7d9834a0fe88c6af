// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, StaticRouter } from 'react-router-dom'
import { currentAddress, siteRoutes, stubDialog, stubPhoneQuery } from '../testing/layout-helpers.tsx'

beforeEach(() => {
  stubDialog()
  stubPhoneQuery(true)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(cleanup)

function renderSite() {
  render(<MemoryRouter>{siteRoutes}</MemoryRouter>)
}

const servicesMenu = () => screen.queryByRole('dialog', { name: 'Our Services' })
const servicesTab = () => screen.getByRole('button', { name: 'Services' })

describe('Layout', () => {
  it('opens the services menu from a page button and gives focus back to it on close', async () => {
    renderSite()
    expect(servicesMenu()).toBeNull()
    const opener = screen.getByRole('button', { name: 'See Our Services' })
    await userEvent.click(opener)
    expect(servicesMenu()?.className).toContain('services-menu--dialog')
    await userEvent.click(within(servicesMenu() as HTMLElement).getByRole('button', { name: 'Close' }))
    expect(servicesMenu()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('opens the services sheet from the tab bar and marks the tab as expanded', async () => {
    renderSite()
    await userEvent.click(servicesTab())
    expect(servicesTab().getAttribute('aria-expanded')).toBe('true')
    expect(servicesMenu()?.className).toContain('services-menu--sheet')
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closes the menu and unlocks the page on any navigation', async () => {
    renderSite()
    await userEvent.click(servicesTab())
    await userEvent.click(screen.getByRole('link', { name: 'About this company' }))
    expect(servicesMenu()).toBeNull()
    expect(servicesTab().getAttribute('aria-expanded')).toBe('false')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('does not open the menu again when the visitor goes back to the page where it was open', async () => {
    renderSite()
    await userEvent.click(servicesTab())
    await userEvent.click(screen.getByRole('link', { name: 'About this company' }))
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(currentAddress()).toBe('/')
    expect(servicesMenu()).toBeNull()
  })

  it('hydrates the prerendered markup without a mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<StaticRouter location="/sofacleaning">{siteRoutes}</StaticRouter>)
    document.body.append(container)
    const problems = vi.fn<(error: unknown) => void>()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(problems)
    const root = await act(() =>
      hydrateRoot(container, <MemoryRouter initialEntries={['/sofacleaning']}>{siteRoutes}</MemoryRouter>, {
        onRecoverableError: problems,
      }),
    )
    expect(problems).not.toHaveBeenCalled()
    consoleError.mockRestore()
    act(() => root.unmount())
    container.remove()
  })
})

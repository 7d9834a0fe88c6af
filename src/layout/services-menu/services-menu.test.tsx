// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { templateMarkup } from '../../render/template-markup.ts'
import { stubDialog, stubPhoneQuery } from '../../testing/layout-helpers.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { TemplateMarkupContext } from '../../ui/Template.tsx'
import { openServicesMenu, type ServicesMenuVariant } from './services-menu.ts'
import { ServicesMenuTemplate } from './ServicesMenu.tsx'
import { servicesHeading } from '../../model/services-heading.ts'

let setPhone: (isPhone: boolean) => void
let dismiss: (() => void) | undefined
beforeEach(() => {
  stubDialog()
  setPhone = stubPhoneQuery(true)
})
afterEach(() => {
  dismiss?.()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

/** The page at `path` as the prerender writes it: the services menu carried in a template. */
function carryMenu(path: string) {
  document.body.innerHTML = renderToString(
    <TemplateMarkupContext.Provider value={templateMarkup}>
      <ServicesMenuTemplate
        services={testShell.services}
        heading={servicesHeading(testShell)}
        closeLabel={testShell.words.close}
        path={path}
      />
    </TemplateMarkupContext.Provider>,
  )
}

/** A button of the page, as the prerender wrote it, with focus on it. */
function addOpener(attributes = '') {
  document.body.insertAdjacentHTML('afterbegin', `<button type="button" ${attributes}>Opener</button>`)
  const opener = document.body.firstElementChild as HTMLButtonElement
  opener.focus()
  return opener
}

interface OpenOptions {
  variant?: ServicesMenuVariant
  path?: string
  opener?: HTMLElement
}

/** Opens the menu of the page at `path` as its scripts do; returns its opener. */
function open({ variant = 'dialog', path = '/', opener }: OpenOptions = {}) {
  if (!document.querySelector('template')) carryMenu(path)
  const button = opener ?? addOpener()
  dismiss = openServicesMenu({ variant, opener: button })
  return button
}

const menu = () => screen.queryByRole('dialog', { name: 'Our Services' }) as HTMLDialogElement | null
const shownMenu = () => screen.getByRole('dialog', { name: 'Our Services' }) as HTMLDialogElement
const overflow = () => document.documentElement.style.overflow

describe('openServicesMenu', () => {
  it('opens a copy of the menu the page carries, a modal dialog listing every service with its summary, and locks the page scroll', () => {
    open({ variant: 'sheet' })
    expect(shownMenu().open).toBe(true)
    expect(shownMenu().className).toBe('services-menu services-menu--sheet')
    expect(document.querySelector('template')?.content.querySelector('dialog')?.className).toBe('services-menu')
    expect(
      within(shownMenu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Carpet Cleaning', '/carpetcleaning'],
      ['Sofa Cleaning', '/sofacleaning'],
    ])
    expect(
      within(shownMenu())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carpet CleaningDry in under 24 hours.', 'Sofa CleaningAny fabric, at your home.'])
    expect(overflow()).toBe('hidden')
  })

  it('closes from its close button, unlocking the page and giving focus back to the opener', async () => {
    const opener = open()
    await userEvent.click(within(shownMenu()).getByRole('button', { name: 'Close' }))
    expect(menu()).toBeNull()
    expect(overflow()).toBe('')
    expect(document.activeElement).toBe(opener)
  })

  it('closes as Escape closes it, giving focus back to the opener', () => {
    const opener = open()
    shownMenu().close()
    expect(menu()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a click on the backdrop but not on a click inside', async () => {
    open()
    await userEvent.click(within(shownMenu()).getByText('Dry in under 24 hours.'))
    expect(menu()).not.toBeNull()
    await userEvent.click(shownMenu())
    expect(menu()).toBeNull()
  })

  it('closes when a service is chosen, marking the current one', async () => {
    const opener = open({ path: '/carpetcleaning' })
    expect(within(shownMenu()).getByRole('link', { name: 'Carpet Cleaning' }).getAttribute('aria-current')).toBe('page')
    const sofa = within(shownMenu()).getByRole('link', { name: 'Sofa Cleaning' })
    expect(sofa.getAttribute('aria-current')).toBeNull()
    // jsdom cannot load another page: the click does everything else.
    sofa.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(sofa)
    expect(menu()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes when the window grows past the phone breakpoint, not when it narrows', () => {
    open({ variant: 'sheet' })
    setPhone(true)
    expect(menu()).not.toBeNull()
    setPhone(false)
    expect(menu()).toBeNull()
    expect(overflow()).toBe('')
  })

  it('marks an opener that says whether it is expanded while the menu shows, and restores it on close', async () => {
    carryMenu('/')
    const tab = open({ opener: addOpener('aria-expanded="false" data-open-menu="services" data-menu-variant="sheet"') })
    expect(tab.getAttribute('aria-expanded')).toBe('true')
    expect(tab.getAttribute('aria-controls')).toBe(shownMenu().id)
    await userEvent.click(within(shownMenu()).getByRole('button', { name: 'Close' }))
    expect(tab.getAttribute('aria-expanded')).toBe('false')
    expect(tab.hasAttribute('aria-controls')).toBe(false)
    expect(document.activeElement).toBe(tab)
  })

  it('leaves an opener without aria-expanded as it is', () => {
    carryMenu('/')
    const button = open({ opener: addOpener('aria-haspopup="dialog" data-open-menu="services"') })
    expect(menu()).not.toBeNull()
    expect(button.hasAttribute('aria-expanded')).toBe(false)
    expect(button.hasAttribute('aria-controls')).toBe(false)
  })

  it('goes away with the page, unlocked and unmarked, without moving focus', () => {
    carryMenu('/')
    const tab = open({ opener: addOpener('aria-expanded="false"') })
    const elsewhere = addOpener()
    window.dispatchEvent(new Event('pagehide'))
    expect(menu()).toBeNull()
    expect(overflow()).toBe('')
    expect(tab.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(elsewhere)
  })

  it('shows one menu at a time', () => {
    open({ variant: 'sheet' })
    open({ variant: 'dialog' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(shownMenu().className).toBe('services-menu')
    expect(overflow()).toBe('hidden')
  })

  it('says so, and opens nothing, on a page that carries no menu', () => {
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    dismiss = openServicesMenu({ variant: 'dialog', opener: addOpener('aria-expanded="false"') })
    expect(menu()).toBeNull()
    expect(overflow()).toBe('')
    expect(problems).toHaveBeenCalledWith('The page carries no services menu.')
  })
})

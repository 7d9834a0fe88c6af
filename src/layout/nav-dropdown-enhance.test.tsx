// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubPhoneQuery } from '../testing/layout-helpers.tsx'
import { startIslandMarkup } from '../testing/start-island-markup.tsx'
import { enhanceNavDropdown } from './nav-dropdown-enhance.ts'
import { NavDropdown } from './NavDropdown.tsx'

const links = [
  { label: 'Carpet Cleaning', link: '/carpetcleaning' },
  { label: 'Sofa Cleaning', link: '/sofacleaning' },
  { label: 'Fumigation', link: '/fumigation' },
]

let setPhone: (isPhone: boolean) => void
beforeEach(() => {
  setPhone = stubPhoneQuery(false)
})
afterEach(() => document.body.replaceChildren())

/** The dropdown as the prerender writes it, brought to life by its behaviour, and a button elsewhere on the page. */
function start() {
  startIslandMarkup(<NavDropdown label="Our Services" links={links} />, enhanceNavDropdown)
  document.body.append(Object.assign(document.createElement('button'), { textContent: 'Elsewhere' }))
}

const toggle = () => screen.getByRole('button', { name: 'Our Services' })
const panel = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement
const link = (name: string) => within(panel()).getByRole('link', { name, hidden: true })
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true' && !panel().hidden
const isClosed = () => toggle().getAttribute('aria-expanded') === 'false' && panel().hidden

describe('enhanceNavDropdown', () => {
  it('opens and closes on a click, keeping aria-expanded in step', async () => {
    start()
    expect(isClosed()).toBe(true)
    await userEvent.click(toggle())
    expect(isOpen()).toBe(true)
    await userEvent.click(toggle())
    expect(isClosed()).toBe(true)
  })

  it('opens with the down arrow on the first link and moves through the links, wrapping both ways', async () => {
    const user = userEvent.setup()
    start()
    toggle().focus()
    await user.keyboard('{ArrowDown}')
    expect(isOpen()).toBe(true)
    expect(document.activeElement).toBe(link('Carpet Cleaning'))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(link('Fumigation'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(link('Carpet Cleaning'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(link('Fumigation'))
  })

  it('opens with the up arrow on the last link', async () => {
    const user = userEvent.setup()
    start()
    toggle().focus()
    await user.keyboard('{ArrowUp}')
    expect(isOpen()).toBe(true)
    expect(document.activeElement).toBe(link('Fumigation'))
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    start()
    toggle().focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(link('Sofa Cleaning'))
    await user.keyboard('{Escape}')
    expect(isClosed()).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on Escape even when the page, not the button, has focus', async () => {
    start()
    await userEvent.click(toggle())
    toggle().blur()
    expect(document.activeElement).toBe(document.body)
    await userEvent.keyboard('{Escape}')
    expect(isClosed()).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on a press elsewhere, not on a press inside', async () => {
    start()
    await userEvent.click(toggle())
    await userEvent.pointer({ keys: '[MouseLeft]', target: panel() })
    expect(isOpen()).toBe(true)
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.body })
    expect(isClosed()).toBe(true)
  })

  it('closes when focus leaves it, not when it moves to one of its links', async () => {
    const user = userEvent.setup()
    start()
    await user.click(toggle())
    await user.tab()
    expect(document.activeElement).toBe(link('Carpet Cleaning'))
    expect(isOpen()).toBe(true)
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    expect(isClosed()).toBe(true)
  })

  it('closes when a link is chosen', async () => {
    start()
    await userEvent.click(toggle())
    link('Sofa Cleaning').addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link('Sofa Cleaning'))
    expect(isClosed()).toBe(true)
  })

  it('closes when the page is left, and when the window crosses the phone breakpoint', async () => {
    start()
    await userEvent.click(toggle())
    window.dispatchEvent(new Event('pagehide'))
    expect(isClosed()).toBe(true)
    await userEvent.click(toggle())
    setPhone(true)
    expect(isClosed()).toBe(true)
  })

  it('closes when it is stopped, as the editor’s preview does before it draws the page afresh', async () => {
    let stop: (() => void) | undefined
    startIslandMarkup(<NavDropdown label="Our Services" links={links} />, (island) => {
      stop = enhanceNavDropdown(island)
    })
    await userEvent.click(toggle())
    expect(isOpen()).toBe(true)
    stop?.()
    expect(isClosed()).toBe(true)
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { actionAttributes, listenForSiteActions, runAction, type SiteActions } from './site-actions.ts'

const listening: (() => void)[] = []
afterEach(() => {
  for (const stop of listening.splice(0)) stop()
  document.body.replaceChildren()
})

const spyActions = () => ({
  openForm: vi.fn<SiteActions['openForm']>(),
  openMenu: vi.fn<SiteActions['openMenu']>(),
})

/** A button with `attributes`, as the prerender writes it, placed in the page. */
function button(attributes: Record<string, string>, label = 'Open') {
  const element = document.createElement('button')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.innerHTML = `<span>${label}</span>`
  document.body.append(element)
  return element
}

describe('actionAttributes', () => {
  it('writes the form and its prefill as JSON, or the menu, and nothing for a link', () => {
    expect(actionAttributes({ form: 'booking', prefill: { service: 'sofa' } })).toEqual({
      'data-open-form': 'booking',
      'data-prefill': '{"service":"sofa"}',
    })
    expect(actionAttributes({ form: 'quote' })).toEqual({ 'data-open-form': 'quote' })
    expect(actionAttributes({ menu: 'services' })).toEqual({ 'data-open-menu': 'services' })
    expect(actionAttributes({})).toEqual({})
  })
})

describe('runAction', () => {
  it('opens the form with the fields it fills in advance, read back from the JSON', () => {
    const actions = spyActions()
    const booking = button(actionAttributes({ form: 'booking', prefill: { service: 'sofa', note: 'a "quoted" word' } }))
    runAction(booking, actions)
    expect(actions.openForm).toHaveBeenCalledExactlyOnceWith('booking', booking, {
      service: 'sofa',
      note: 'a "quoted" word',
    })
    const quote = button({ 'data-open-form': 'quote' })
    runAction(quote, actions)
    expect(actions.openForm).toHaveBeenLastCalledWith('quote', quote, undefined)
    expect(actions.openMenu).not.toHaveBeenCalled()
  })

  it('opens the services menu as a sheet from the tab bar and as a dialog from anywhere else', () => {
    const actions = spyActions()
    const tab = button({ 'data-open-menu': 'services', 'data-menu-variant': 'sheet' })
    const pageButton = button({ 'data-open-menu': 'services' })
    runAction(tab, actions)
    runAction(pageButton, actions)
    expect(actions.openMenu.mock.calls).toEqual([
      ['services', tab, 'sheet'],
      ['services', pageButton, 'dialog'],
    ])
    expect(actions.openForm).not.toHaveBeenCalled()
  })

  it('opens nothing for a menu it does not know', () => {
    const actions = spyActions()
    runAction(button({ 'data-open-menu': 'prices' }), actions)
    expect(actions.openMenu).not.toHaveBeenCalled()
  })
})

describe('listenForSiteActions', () => {
  it('answers a click anywhere inside an action button under the root, and stops the default', () => {
    const actions = spyActions()
    const booking = button({ 'data-open-form': 'booking' }, 'Book')
    listening.push(listenForSiteActions(document.body, actions))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    booking.querySelector('span')?.dispatchEvent(click)
    expect(actions.openForm).toHaveBeenCalledExactlyOnceWith('booking', booking, undefined)
    expect(click.defaultPrevented).toBe(true)
  })

  it('ignores clicks elsewhere, outside the root, and ones already handled', () => {
    const actions = spyActions()
    const root = document.createElement('div')
    document.body.append(root)
    root.append(button({ type: 'button' }, 'Plain'))
    const outside = button({ 'data-open-form': 'quote' })
    const inside = button({ 'data-open-menu': 'services' })
    root.append(inside)
    inside.addEventListener('click', (event) => event.preventDefault())
    listening.push(listenForSiteActions(root, actions))
    root.querySelector('button')?.click()
    outside.click()
    inside.click()
    expect(actions.openForm).not.toHaveBeenCalled()
    expect(actions.openMenu).not.toHaveBeenCalled()
  })

  it('stops answering once unsubscribed', () => {
    const actions = spyActions()
    const quote = button({ 'data-open-form': 'quote' })
    const stop = listenForSiteActions(document, actions)
    quote.click()
    stop()
    quote.click()
    expect(actions.openForm).toHaveBeenCalledOnce()
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import type { RouteData } from '../model/site-data.ts'
import { stubPhoneQuery } from '../testing/layout-helpers.tsx'
import { testShell } from '../testing/test-shell.ts'
import { renderRoute } from './entry-server.tsx'

const sofaPage: RouteData = {
  kind: 'page',
  path: '/sofacleaning',
  heading: { text: 'Sofa Cleaning', isDrawnByBlock: true },
  page: {
    title: 'Sofa Cleaning',
    description: 'Sofas cleaned at your home.',
    blocks: [
      { type: 'hero', heading: 'Sofa Cleaning', buttons: [{ label: 'Get a Quote', form: 'quote' }] },
      { type: 'counters', items: [{ label: 'Sofas Cleaned', value: 200 }] },
    ],
  },
}

const contactPage: RouteData = {
  kind: 'page',
  path: '/contact',
  heading: { text: 'Contact', isDrawnByBlock: false },
  page: { title: 'Contact', description: 'Ask for a quote.', blocks: [{ type: 'form', form: 'quote' }] },
}

/** The page as the browser gets it: the prerendered markup in #root, which names the page's address. */
const pageHtml = async (path: string, data: RouteData | null) =>
  `<div id="root" data-path="${path}" data-shell="/_site/shell-test.json">${await renderRoute(path, data, testShell)}</div>`

let sofaHtml = ''
let formHtml = ''
let notFoundHtml = ''
let browser: Awaited<ReturnType<typeof builtinEnvironments.jsdom.setup>> | undefined
beforeAll(async () => {
  // Prerendered in Node, with no window, as the build does; then read in a browser's window.
  sofaHtml = await pageHtml('/sofacleaning', sofaPage)
  formHtml = await pageHtml('/contact', contactPage)
  notFoundHtml = await pageHtml('/no-such-page', null)
  browser = await builtinEnvironments.jsdom.setup(globalThis, {})
})
afterAll(() => browser?.teardown(globalThis))

/** Loads `html` as the page; returns its islands. */
function load(html: string): HTMLElement[] {
  document.body.innerHTML = html
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
}

describe('renderRoute', () => {
  it('prerenders the page with every island drawn in its place, and nothing beside it for the browser to read', () => {
    const islands = load(sofaHtml)
    expect(document.querySelector('h1')?.textContent).toBe('Sofa Cleaning')
    expect(document.querySelector('[data-open-form="quote"]')?.textContent).toBe('Get a Quote')
    expect(islands.map((island) => [island.dataset.island, island.dataset.when])).toEqual([
      ['nav-dropdown', 'interaction'],
      ['counters', 'visible'],
      ['faq', 'interaction'],
      ['chat', 'interaction'],
    ])
    for (const island of islands) expect(island.children.length).toBeGreaterThan(0)
    const counters = islands[1] as HTMLElement
    expect(Object.keys(counters.dataset).sort()).toEqual(['island', 'when'])
    expect(counters.textContent).toContain('Sofas Cleaned')
  })

  it('marks the current page in the menus, islands included', () => {
    load(sofaHtml)
    const current = [...document.querySelectorAll('[aria-current="page"]')]
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/sofacleaning'])
    expect(current[0]?.closest('[data-island="nav-dropdown"]')).not.toBeNull()
  })

  it('carries, in inert templates, the dialog of each form its buttons open and of no other', () => {
    const carriedDialogs = () =>
      [...document.querySelectorAll('template')].flatMap((template) => [
        ...template.content.querySelectorAll<HTMLDialogElement>('dialog[data-form-dialog]'),
      ])
    load(sofaHtml)
    expect(carriedDialogs().map((dialog) => dialog.dataset.formDialog)).toEqual(['quote'])
    expect(carriedDialogs()[0]?.querySelector('h2')?.textContent).toBe(testShell.forms.quote?.title)
    expect(document.querySelector('dialog')).toBeNull()
    load(notFoundHtml)
    expect(carriedDialogs()).toEqual([])
  })

  it('carries the services menu, the page’s service marked, where a button or a tab opens it', async () => {
    const carriedMenu = () =>
      [...document.querySelectorAll('template')]
        .map((template) => template.content.querySelector('dialog'))
        .find((dialog) => dialog?.getAttribute('aria-labelledby') === 'services-menu-title')
    load(sofaHtml)
    expect(carriedMenu()?.querySelector('[aria-current="page"]')?.textContent).toBe('Sofa Cleaning')
    const tabs = testShell.mobileNavigation.tabs.filter((tab) => !tab.menu)
    load(
      await renderRoute('/sofacleaning', sofaPage, {
        ...testShell,
        mobileNavigation: { ...testShell.mobileNavigation, tabs },
      }),
    )
    expect(carriedMenu()).toBeUndefined()
  })

  it('prerenders the not-found page for an address that has no route', () => {
    load(notFoundHtml)
    expect(document.querySelector('h1')?.textContent).toBe('Not found')
    expect(document.querySelector('main')?.textContent).toContain('Nothing here.')
  })

  it.each([
    ['an island that reads it (a form)', () => formHtml, ['/_site/shell-test.json']],
    ['no island that reads it', () => sofaHtml, []],
  ])('brings every island to life with plain code, fetching the shell for %s', async (_case, html, shellFetches) => {
    stubPhoneQuery(false)
    const islands = load(html())
    // The browser has modules of its own: the server leaves a mark on each context it rendered that
    // would confuse browser code, and browser code must find a window when it loads.
    vi.resetModules()
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => (asked.push(url), Response.json(testShell)))
    const { startPlainIsland } = await import('../islands/start-island.ts')
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const starts = islands.map((island) => startPlainIsland(island))
      expect(starts.every(Boolean), 'no island needs React').toBe(true)
      await Promise.all(starts)
      await vi.waitFor(() => expect(asked).toEqual(shellFetches))
      expect(problems.mock.calls).toEqual([])
      expect(islands.every((island) => island.hasAttribute('data-hydrated'))).toBe(true)
    } finally {
      problems.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})

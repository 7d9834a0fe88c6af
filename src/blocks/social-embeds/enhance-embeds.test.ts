// @vitest-environment jsdom
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts'
import { testShell } from '../../testing/test-shell.ts'
import { ShellContext } from '../../ui/shell-context.tsx'
import type { ShellData } from '../../model/site-data.ts'
import { wordsFor } from '../../words/words.ts'
import { embedTimeoutMs } from './embed-status.ts'
import { enhanceSocialEmbeds } from './enhance-embeds.ts'
import { socialEmbedsExample } from './schema.ts'
import { SocialEmbeds } from './SocialEmbeds.tsx'

const shell = {
  ...testShell,
  business: { ...testShell.business, social: { ...testShell.business.social, x: 'https://x.com/cleaners' } },
}
const fetchMock = vi.fn<typeof fetch>()
const { feedLoading: loadingText, feedFailed: failureText } = testShell.words

/** The island as the prerender writes it into the page, with no React in the browser. */
function prerenderedIsland(shownShell: ShellData = shell): HTMLElement {
  const island = document.createElement('div')
  island.innerHTML = renderToString(
    createElement(ShellContext.Provider, { value: shownShell }, createElement(SocialEmbeds, socialEmbedsExample)),
  )
  document.body.append(island)
  return island
}

function showSection(ratio: number) {
  for (const observer of FakeIntersectionObserver.instances) observer.report(ratio)
}

const stages = () => [...document.querySelectorAll<HTMLElement>('.social-embeds__stage')]
const messages = () => stages().map((stage) => stage.querySelector('p')?.textContent)

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset().mockReturnValue(new Promise(() => undefined))
})

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('enhanceSocialEmbeds on the prerendered feeds', () => {
  it('finds each network’s embed page written into the page and asks for none until a fifth is seen', () => {
    enhanceSocialEmbeds(prerenderedIsland())
    expect(stages().map((stage) => stage.dataset.frameTitle)).toEqual([
      'Instagram feed of Test Cleaners',
      'Facebook feed of Test Cleaners',
      'X feed of Test Cleaners',
    ])
    expect(FakeIntersectionObserver.instances[0]?.options?.threshold).toBe(0.2)
    showSection(0.1)
    vi.advanceTimersByTime(embedTimeoutMs * 2)
    expect(messages()).toEqual([loadingText, loadingText, loadingText])
    expect(document.querySelector('iframe')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads sandboxed frames once seen, shows one when loaded and answered, and gives up on the others', async () => {
    let answerFacebook = () => undefined as void
    fetchMock.mockImplementation((address) =>
      String(address).includes('facebook')
        ? new Promise((resolve) => (answerFacebook = () => resolve(new Response(null))))
        : new Promise(() => undefined),
    )
    enhanceSocialEmbeds(prerenderedIsland())
    showSection(0.25)
    const frames = [...document.querySelectorAll('iframe')]
    expect(frames.map((frame) => frame.getAttribute('sandbox'))).toEqual(
      Array(3).fill('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'),
    )
    expect(frames[0]?.src).toBe('https://www.instagram.com/cleaners/embed')
    const facebook = frames[1] as HTMLIFrameElement
    facebook.dispatchEvent(new Event('load'))
    expect(facebook.className).toContain('pending')
    answerFacebook()
    await vi.advanceTimersByTimeAsync(0)
    expect(facebook.className).toBe('social-embeds__embed')
    await vi.advanceTimersByTimeAsync(embedTimeoutMs)
    expect(messages()).toEqual([failureText, undefined, failureText])
    expect([...document.querySelectorAll('iframe')]).toEqual([facebook])
    expect(document.querySelectorAll('.social-embeds__profile')).toHaveLength(3)
    // No network's script ever runs in the site's own page.
    expect(document.querySelector('script')).toBeNull()
  })

  it('gives up at once on a network that cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    enhanceSocialEmbeds(prerenderedIsland())
    showSection(0.25)
    await vi.advanceTimersByTimeAsync(0)
    expect(messages()).toEqual([failureText, failureText, failureText])
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('says what the page’s words say, as the prerender wrote them, in the page’s language', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const swahili = { ...shell, business: { ...shell.business, locale: 'sw-KE' }, words: wordsFor('sw-KE') }
    const stop = enhanceSocialEmbeds(prerenderedIsland(swahili))
    expect(messages()).toEqual(Array(3).fill('Inapakia mitandao ya kijamii…'))
    showSection(0.25)
    await vi.advanceTimersByTimeAsync(0)
    expect(messages()).toEqual(Array(3).fill('Hitilafu imetokea. Tafadhali jaribu tena baadaye.'))
    stop()
    expect(messages()).toEqual(Array(3).fill('Inapakia mitandao ya kijamii…'))
  })

  it('puts the panels back as they were prerendered when stopped', () => {
    const island = prerenderedIsland()
    const prerendered = island.innerHTML
    const stop = enhanceSocialEmbeds(island)
    showSection(0.5)
    expect(document.querySelectorAll('iframe')).toHaveLength(3)
    stop()
    expect(island.innerHTML).toBe(prerendered)
    vi.advanceTimersByTime(embedTimeoutMs * 2)
    expect(messages()).toEqual([loadingText, loadingText, loadingText])
  })
})

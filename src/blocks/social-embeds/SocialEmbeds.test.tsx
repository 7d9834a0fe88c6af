// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageProviders } from '../../render/PageProviders.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { renderBlock } from '../../testing/render-block.tsx'
import { embedTimeoutMs, failureText, loadingText } from './embed-status.ts'
import { socialEmbedsExample } from './example.ts'
import { SocialEmbeds } from './SocialEmbeds.tsx'
import { widgetsScript } from './TimelineEmbed.tsx'
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts'

const shell = {
  ...testShell,
  business: { ...testShell.business, social: { ...testShell.business.social, x: 'https://x.com/cleaners' } },
}

/** Tells the section that `ratio` of it is on screen, as the browser would. */
function showSection(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  })
}

const profiles = {
  Instagram: 'https://www.instagram.com/cleaners',
  Facebook: 'https://www.facebook.com/cleaners',
  X: 'https://x.com/cleaners',
}
const panel = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement
/** What a panel says about its embed (loading or failed), or undefined once the embed shows. */
const messageOf = (name: string) => within(panel(name)).queryByRole('paragraph')?.textContent
const profileOf = (name: string) =>
  within(panel(name))
    .getByRole('link', { name: `Visit us on ${name}` })
    .getAttribute('href')
const widgetsScriptElement = () => document.head.querySelector<HTMLScriptElement>(`script[src="${widgetsScript}"]`)
const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset().mockReturnValue(new Promise(() => undefined))
})

afterEach(() => {
  cleanup()
  // A script left loading would be shared with the next test.
  const script = widgetsScriptElement()
  if (script) fireEvent.error(script)
  vi.unstubAllGlobals()
  vi.useRealTimers()
  delete window.twttr
})

describe('SocialEmbeds', () => {
  it('prerenders the loading text and a plain link to every profile', () => {
    const html = renderToString(
      <PageProviders shell={shell} path="/">
        <SocialEmbeds {...socialEmbedsExample} />
      </PageProviders>,
    )
    expect(html.split(loadingText)).toHaveLength(4)
    expect(html).toContain('<a class="social-embeds__profile" href="https://x.com/cleaners"')
    expect(html).not.toContain('<iframe')
  })

  it('loads nothing from the networks until a fifth of the section is on screen', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Follow Us')
    expect(FakeIntersectionObserver.instances[0]?.options?.threshold).toBe(0.2)
    showSection(0.1)
    vi.advanceTimersByTime(embedTimeoutMs * 2)
    for (const [name, profile] of Object.entries(profiles)) {
      expect(messageOf(name)).toBe(loadingText)
      expect(profileOf(name)).toBe(profile)
    }
    expect(document.querySelector('iframe')).toBeNull()
    expect(widgetsScriptElement()).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads each official embed once visible, still saying it is loading', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    const instagram = within(panel('Instagram')).getByTitle('Instagram feed of Test Cleaners')
    expect(instagram.getAttribute('src')).toBe('https://www.instagram.com/cleaners/embed')
    const facebook = within(panel('Facebook')).getByTitle('Facebook feed of Test Cleaners')
    expect(facebook.getAttribute('src')).toContain(
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fcleaners&tabs=timeline',
    )
    expect(widgetsScriptElement()).not.toBeNull()
    expect(panel('X').querySelector('a.twitter-timeline')?.getAttribute('href')).toBe('https://x.com/cleaners')
    expect(screen.getAllByText(loadingText)).toHaveLength(3)
  })

  it('shows a frame only once it has loaded and its server has answered', async () => {
    let answer = () => undefined as void
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = () => resolve(new Response(null)))))
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    const facebook = within(panel('Facebook')).getByTitle('Facebook feed of Test Cleaners')
    // The browser fires "load" for its own error page too, so a load alone proves nothing.
    fireEvent.load(facebook)
    expect(facebook.className).toContain('pending')
    await act(async () => answer())
    expect(facebook.className).not.toContain('pending')
    expect(within(panel('Facebook')).queryByText(loadingText)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(embedTimeoutMs))
    expect(within(panel('Facebook')).queryByText(failureText)).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(facebook.getAttribute('src'), expect.objectContaining({ mode: 'no-cors' }))
  })

  it('gives up on every embed that has not appeared in time, keeping the profile links', async () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    for (const frame of screen.getAllByTitle(/feed of/)) fireEvent.load(frame)
    await act(() => vi.advanceTimersByTimeAsync(embedTimeoutMs - 1))
    expect(screen.queryByText(failureText)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    for (const [name, profile] of Object.entries(profiles)) {
      expect(messageOf(name)).toBe(failureText)
      expect(profileOf(name)).toBe(profile)
    }
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('fails at once when the network cannot be reached or its script does not load', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    await act(async () => undefined)
    expect(messageOf('Instagram')).toBe(failureText)
    expect(messageOf('X')).toBe(loadingText)
    act(() => void fireEvent.error(widgetsScriptElement() as HTMLScriptElement))
    await act(async () => undefined)
    expect(messageOf('X')).toBe(failureText)
  })

  it('shows the X timeline once X has drawn it', async () => {
    const handlers: ((event: { target: Element }) => void)[] = []
    window.twttr = {
      widgets: { load: vi.fn<(element?: Element) => void>() },
      events: { bind: (_name, handler) => void handlers.push(handler) },
    }
    renderBlock(<SocialEmbeds {...socialEmbedsExample} networks={['x']} />, { shell })
    showSection(0.25)
    fireEvent.load(widgetsScriptElement() as HTMLScriptElement)
    await act(async () => undefined)
    expect(window.twttr.widgets.load).toHaveBeenCalledOnce()
    const frame = document.createElement('iframe')
    panel('X').querySelector('a.twitter-timeline')?.replaceWith(frame)
    act(() => handlers.forEach((handler) => handler({ target: frame })))
    expect(within(panel('X')).queryByText(loadingText)).toBeNull()
    expect(frame.parentElement?.className).toBe('social-embeds__embed')
  })

  it('leaves out a network the business has no profile on', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'Facebook',
    ])
  })
})

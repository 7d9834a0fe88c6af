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
  vi.unstubAllGlobals()
  vi.useRealTimers()
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
    expect(document.querySelector('script')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads each official embed once visible, in a sandboxed frame of its own, still saying it is loading', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    const instagram = within(panel('Instagram')).getByTitle('Instagram feed of Test Cleaners')
    expect(instagram.getAttribute('src')).toBe('https://www.instagram.com/cleaners/embed')
    const facebook = within(panel('Facebook')).getByTitle('Facebook feed of Test Cleaners')
    expect(facebook.getAttribute('src')).toContain(
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fcleaners&tabs=timeline',
    )
    const x = within(panel('X')).getByTitle('X feed of Test Cleaners')
    expect(x.getAttribute('src')).toBe(
      'https://syndication.twitter.com/srv/timeline-profile/screen-name/cleaners?dnt=true',
    )
    for (const frame of [instagram, facebook, x]) {
      expect(frame.tagName).toBe('IFRAME')
      expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
        'allow-popups',
        'allow-popups-to-escape-sandbox',
        'allow-same-origin',
        'allow-scripts',
      ])
    }
    // No network's script ever runs in the site's own page.
    expect(document.querySelector('script')).toBeNull()
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

  it('fails at once when the network cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    await act(async () => undefined)
    for (const name of Object.keys(profiles)) expect(messageOf(name)).toBe(failureText)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows the X timeline once its frame has loaded and X has answered', async () => {
    fetchMock.mockResolvedValue(new Response(null))
    renderBlock(<SocialEmbeds {...socialEmbedsExample} networks={['x']} />, { shell })
    showSection(0.25)
    const frame = within(panel('X')).getByTitle('X feed of Test Cleaners')
    fireEvent.load(frame)
    await act(async () => undefined)
    expect(within(panel('X')).queryByText(loadingText)).toBeNull()
    expect(frame.className).toBe('social-embeds__embed')
  })

  it("draws the panels afresh when the feeds change, as in the editor's preview", () => {
    const { rerender } = renderBlock(<SocialEmbeds {...socialEmbedsExample} />, { shell })
    showSection(0.25)
    expect(document.querySelectorAll('iframe')).toHaveLength(3)
    rerender(
      <PageProviders shell={shell} path="/">
        <SocialEmbeds {...socialEmbedsExample} networks={['x']} />
      </PageProviders>,
    )
    expect(messageOf('X')).toBe(loadingText)
    expect(document.querySelector('iframe')).toBeNull()
    showSection(0.25)
    expect([...document.querySelectorAll('iframe')].map((frame) => frame.title)).toEqual(['X feed of Test Cleaners'])
  })

  it('leaves out a network the business has no profile on', () => {
    renderBlock(<SocialEmbeds {...socialEmbedsExample} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Instagram',
      'Facebook',
    ])
  })
})

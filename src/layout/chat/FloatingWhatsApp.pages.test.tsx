// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { FloatingWhatsApp, type FloatingWhatsAppProps } from './FloatingWhatsApp.tsx'
import { hydrateMarkup } from '../../testing/hydrate-markup.tsx'
import { advance, chat, chatInput, greeting, toggle, typing, user } from '../../testing/chat-screen.ts'

// Every page is a full page load: each test's "next page" is a fresh mount in the same tab (the same sessionStorage).

const key = 'test-chat:open'
const props: FloatingWhatsAppProps = {
  phoneNumber: '+254 712-345 678',
  accountName: 'Ruiru Cleaning',
  chatMessage: 'Hello! How can we assist you today?',
  openStateKey: key,
}

let consoleError: Mock<typeof console.error>

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library waits for a timer after each event; this is how it learns to advance fake ones.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  sessionStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

const badge = () => screen.queryByText('1')

/** Leaves the page the visitor is on and loads the next one, in the same tab. */
function nextPage(page: ReturnType<typeof render>, element = <FloatingWhatsApp {...props} />) {
  page.unmount()
  return render(element)
}

describe('FloatingWhatsApp across pages (S7)', () => {
  it('S7: left open, the chat starts open on the next page with the greeting at once, and onClick is not called', async () => {
    const onClick = vi.fn<NonNullable<FloatingWhatsAppProps['onClick']>>()
    const page = render(<FloatingWhatsApp {...props} messageDelay={3} onClick={onClick} />)
    await user().click(toggle())
    expect(sessionStorage.getItem(key)).toBe('open')
    nextPage(page, <FloatingWhatsApp {...props} messageDelay={3} onClick={onClick} />)
    expect(chat()).not.toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('S7: closed again, the chat starts closed on the next page', async () => {
    const page = render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    await user().click(screen.getByRole('button', { name: 'Close chat' }))
    expect(sessionStorage.getItem(key)).toBe('closed')
    nextPage(page)
    expect(chat()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })

  it('S7, A5: reopening on a new page leaves focus where it was; the toggle still closes it and takes focus', async () => {
    sessionStorage.setItem(key, 'open')
    render(
      <>
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- stands for whatever the visitor or the page focused first */}
        <input aria-label="Search" autoFocus />
        <FloatingWhatsApp {...props} />
      </>,
    )
    expect(chat()).not.toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }))
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().click(toggle())
    expect(document.activeElement).toBe(chatInput())
  })

  it('S7, N1: a chat reopened on this page counts as opened, so no notification comes', () => {
    sessionStorage.setItem(key, 'open')
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    advance(600)
    expect(onNotification).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N1: opened and closed on an earlier page, it has not been opened on this one, so the notification comes again', async () => {
    const onNotification = vi.fn<() => void>()
    const page = render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    await user().click(toggle())
    await user().click(toggle())
    nextPage(page, <FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    advance(10)
    expect(onNotification).toHaveBeenCalledTimes(1)
    expect(badge()).not.toBeNull()
  })

  it('S7: storage that refuses to be read or written leaves the chat closed and working, without an error', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const page = render(<FloatingWhatsApp {...props} />)
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    nextPage(page)
    expect(chat()).toBeNull()
    await user().click(toggle())
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('S7: a full storage that refuses writes still opens and closes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    await user().click(toggle())
    expect(chat()).toBeNull()
  })

  it('S7, R1: the server markup stays closed; the chat reopens after hydrating, without warnings', () => {
    sessionStorage.setItem(key, 'open')
    const html = renderToString(<FloatingWhatsApp {...props} />)
    expect(html).toContain('aria-expanded="false"')
    const { container, remove } = hydrateMarkup(html, <FloatingWhatsApp {...props} />)
    expect(consoleError).not.toHaveBeenCalled()
    expect(container.querySelector('[role="dialog"]')?.hasAttribute('hidden')).toBe(false)
    remove()
  })

  it('S7: a page shown again from the back-forward cache takes the state the visitor left on the later page', async () => {
    const onClose = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} onClose={onClose} />)
    await user().click(toggle())
    sessionStorage.setItem(key, 'closed')
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(chat()).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
    sessionStorage.setItem(key, 'open')
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    })
    expect(chat()).toBeNull()
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(chat()).not.toBeNull()
  })

  it('S7: without openStateKey nothing is read or written', async () => {
    sessionStorage.setItem(key, 'open')
    const page = render(<FloatingWhatsApp {...props} openStateKey={undefined} />)
    expect(chat()).toBeNull()
    await user().click(toggle())
    nextPage(page, <FloatingWhatsApp {...props} openStateKey={undefined} />)
    expect(chat()).toBeNull()
    expect(sessionStorage.length).toBe(1)
  })
})

describe('FloatingWhatsApp: notification on time however late it starts (N2)', () => {
  it('N2: the first notification comes notificationDelay seconds after startedAt, the next ones a full delay apart', () => {
    const startedAt = performance.now()
    vi.advanceTimersByTime(7000)
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} startedAt={startedAt} onNotification={onNotification} />)
    advance(2.9)
    expect(onNotification).not.toHaveBeenCalled()
    advance(0.1)
    expect(onNotification).toHaveBeenCalledTimes(1)
    advance(9.9)
    expect(onNotification).toHaveBeenCalledTimes(1)
    advance(0.1)
    expect(onNotification).toHaveBeenCalledTimes(2)
  })

  it('N2: a widget that starts after the delay has passed notifies at once', () => {
    const startedAt = performance.now()
    vi.advanceTimersByTime(25_000)
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} startedAt={startedAt} onNotification={onNotification} />)
    advance(0)
    expect(onNotification).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
  })

  describe('on a page prerendered before the visitor opened it', () => {
    let isPrerendering = true
    beforeEach(() => {
      isPrerendering = true
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => isPrerendering })
    })
    afterEach(() => {
      Reflect.deleteProperty(document, 'prerendering')
    })

    it('N2: the wait starts when the page is shown, not when it was prerendered', () => {
      const onNotification = vi.fn<() => void>()
      render(<FloatingWhatsApp {...props} notificationDelay={10} startedAt={0} onNotification={onNotification} />)
      advance(600)
      expect(onNotification).not.toHaveBeenCalled()
      const activationStart = performance.now()
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ activationStart } as unknown as PerformanceEntry])
      isPrerendering = false
      act(() => {
        document.dispatchEvent(new Event('prerenderingchange'))
      })
      advance(9.9)
      expect(onNotification).not.toHaveBeenCalled()
      advance(0.1)
      expect(onNotification).toHaveBeenCalledTimes(1)
    })

    it('N3, R2: unmounted before it is shown, it leaves no listener and no timer', () => {
      const removed = vi.spyOn(document, 'removeEventListener')
      const onNotification = vi.fn<() => void>()
      const { unmount } = render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
      unmount()
      expect(removed.mock.calls.some(([type]) => type === 'prerenderingchange')).toBe(true)
      isPrerendering = false
      document.dispatchEvent(new Event('prerenderingchange'))
      advance(600)
      expect(onNotification).not.toHaveBeenCalled()
      expect(vi.getTimerCount()).toBe(0)
    })
  })
})

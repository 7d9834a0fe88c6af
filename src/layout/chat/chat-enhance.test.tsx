// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { advance, chat, chatInput as input, greeting, toggle, typing, user } from '../../testing/chat-screen.ts'
import { testShell } from '../../testing/test-shell.ts'

// The plain chat on its prerendered HTML, as a visitor uses it (CHAT-WIDGET.md). Every test is a fresh page: the
// modules are loaded anew, and only sessionStorage carries over from one page of the tab to the next.

const options: NonNullable<ShellData['chat']> = {
  phoneNumber: '+254 712-345 678',
  accountName: 'Ruiru Cleaning',
  chatMessage: 'Hello! How can we assist you today?',
  statusMessage: 'Typically replies within 1 minute',
}
const shellWith = (own: ShellData['chat'] = {}): ShellData => ({ ...testShell, chat: { ...options, ...own } })

let windowOpen: Mock<typeof window.open>
let consoleError: Mock<typeof console.error>

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library waits for a timer after each event; this is how it learns to advance fake ones.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  windowOpen = vi.fn<typeof window.open>(() => null)
  vi.stubGlobal('open', windowOpen)
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  sessionStorage.clear()
})

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

/** A fresh page with the chat prerendered as SiteChat draws it, and the page's other content before it. */
async function visitPage(
  chatOptions?: ShellData['chat'],
  pageContent = '<p>Page text</p><input aria-label="Elsewhere">',
) {
  document.body.replaceChildren()
  const shell = shellWith(chatOptions)
  vi.resetModules()
  const { ShellContext } = await import('../../ui/shell-context.tsx')
  const { SiteChat } = await import('./SiteChat.tsx')
  const html = renderToString(
    <ShellContext.Provider value={shell}>
      <SiteChat />
    </ShellContext.Provider>,
  )
  document.body.innerHTML = pageContent
  const island = document.createElement('div')
  island.innerHTML = html
  document.body.append(island)
  vi.resetModules()
  return { island, written: island.innerHTML, shell, start: () => startChat(island, shell) }
}

async function startChat(island: HTMLElement, shell: ShellData) {
  const { enhanceChat } = await import('./chat-enhance.ts')
  enhanceChat(island, shell)
}

async function openPage(chatOptions?: ShellData['chat'], pageContent?: string) {
  const page = await visitPage(chatOptions, pageContent)
  await page.start()
  return page
}

const openedUrl = (call = 0) => new URL(String(windowOpen.mock.calls[call]?.[0]))
const badge = () => document.querySelector('.floating-whatsapp-notification')
const sendButton = () => screen.getByRole('button', { name: 'Send message' })

describe('enhanceChat: the prerendered chat', () => {
  it('R1: leaves the prerendered HTML as it was, closed, with nothing inside the box to focus', async () => {
    const { island, written } = await openPage()
    expect(island.innerHTML).toBe(written)
    expect(chat()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Message to Ruiru Cleaning' })).toBeNull()
  })
})

describe('enhanceChat: options', () => {
  it('without the texts and the delay of chat: it types for 2 seconds, then greets with the default greeting', async () => {
    await openPage({ chatMessage: undefined, messageDelay: undefined })
    await user().click(toggle())
    advance(1.9)
    expect(screen.queryByText('Hello there! 🤝 How can we help?')).toBeNull()
    advance(0.1)
    expect(screen.queryByText('Hello there! 🤝 How can we help?')).not.toBeNull()
  })

  it('without chat.accountName it is named after the business', async () => {
    await openPage({ accountName: undefined, messageDelay: 1 })
    await user().click(screen.getByRole('button', { name: 'Chat with Test Cleaners on WhatsApp' }))
    expect(screen.getByText('Test Cleaners is typing…')).not.toBeNull()
  })
})

describe('enhanceChat: link (L1–L3)', () => {
  it('L1, L2, L3: "Hi & bye #1 + 50%" to +254 712-345 678 reaches wa.me intact, in a new window without opener', async () => {
    await openPage()
    await user().click(toggle())
    await user().type(input(), '  Hi & bye #1 + 50%  {Enter}')
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer'])
    expect(openedUrl().origin + openedUrl().pathname).toBe('https://wa.me/254712345678')
    expect(openedUrl().searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })

  it('L1: without chat.phoneNumber it sends to business.whatsapp', async () => {
    await openPage({ phoneNumber: undefined })
    await user().click(toggle())
    await user().type(input(), 'Hello{Enter}')
    expect(openedUrl().pathname).toBe('/254712345678')
    expect(testShell.business.whatsapp).toBe('+254 712 345 678')
  })
})

describe('enhanceChat: states (S1–S6)', () => {
  it('S1, A1: the toggle opens and closes, keeping aria-expanded in step', async () => {
    await openPage()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })

  it('S2, A6: every opening types for messageDelay seconds in a polite live region, then greets', async () => {
    await openPage({ messageDelay: 3 })
    const region = document.querySelector('[aria-live="polite"]')
    for (let opening = 0; opening < 2; opening += 1) {
      await user().click(toggle())
      expect(region?.textContent).toBe('Ruiru Cleaning is typing…')
      advance(2.9)
      expect(greeting()).toBeNull()
      advance(0.1)
      expect(typing()).toBeNull()
      expect(greeting()).not.toBeNull()
      await user().click(toggle())
      expect(region?.textContent).toBe('')
    }
  })

  it('S2: messageDelay 0 skips the typing dots', async () => {
    await openPage({ messageDelay: 0 })
    await user().click(toggle())
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
  })

  it('S2: closing clears the typing timer, so a quick reopening types again for the full delay', async () => {
    await openPage({ messageDelay: 2 })
    await user().click(toggle())
    advance(1.5)
    await user().click(toggle())
    await user().click(toggle())
    advance(1)
    expect(typing()).not.toBeNull()
    expect(greeting()).toBeNull()
    advance(1)
    expect(greeting()).not.toBeNull()
  })

  it('S3: the time stamp is taken when the greeting appears, as 2-digit hour and minute inside <time>', async () => {
    vi.setSystemTime(new Date(2025, 5, 2, 9, 5, 0))
    await openPage({ messageDelay: 2 })
    advance(7 * 60)
    await user().click(toggle())
    advance(2)
    const time = chat()?.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('09:12')
    expect(time?.textContent).toMatch(/\b09.12\b/)
    await user().click(toggle())
    advance(60)
    await user().click(toggle())
    advance(2)
    expect(chat()?.querySelector('time')?.getAttribute('datetime')).toBe('09:13')
  })

  it('S4, A5: Escape inside the box closes it and gives focus back to the toggle', async () => {
    await openPage()
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
  })

  it('S4: without allowEsc, Escape elsewhere on the page leaves the box open', async () => {
    await openPage()
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).not.toBeNull()
  })

  it('S4: with allowEsc, Escape anywhere closes it, and inside the box it still closes it', async () => {
    await openPage({ allowEsc: true })
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().click(toggle())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(sessionStorage.getItem('site-chat:open')).toBe('closed')
  })

  it('S5, A5: with allowClickAway, a pointer down outside closes it and leaves focus where the visitor put it', async () => {
    await openPage({ allowClickAway: true })
    await user().click(toggle())
    await user().click(input())
    await user().click(within(chat() as HTMLElement).getByText('Typically replies within 1 minute'))
    expect(chat()).not.toBeNull()
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' })
    await user().click(elsewhere)
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(elsewhere)
  })

  it('S5: without allowClickAway, a pointer down outside leaves the box open', async () => {
    await openPage()
    await user().click(toggle())
    await user().click(screen.getByText('Page text'))
    expect(chat()).not.toBeNull()
  })

  it('S6: an empty or blank message is not sent, by Enter or by button, and focus stays in the input', async () => {
    await openPage()
    await user().click(toggle())
    await user().keyboard('{Enter}')
    await user().type(input(), '   ')
    await user().click(sendButton())
    expect(windowOpen).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input())
    expect(chat()).not.toBeNull()
  })

  it('S6: sending opens the link, clears the input and keeps the box open; the next message goes too', async () => {
    await openPage()
    await user().click(toggle())
    await user().type(input(), 'Sofa cleaning on Saturday?')
    await user().click(sendButton())
    expect(openedUrl().searchParams.get('text')).toBe('Sofa cleaning on Saturday?')
    expect(input()).toHaveProperty('value', '')
    expect(chat()).not.toBeNull()
    await user().type(input(), 'And a carpet{Enter}')
    expect(openedUrl(1).searchParams.get('text')).toBe('And a carpet')
  })
})

describe('enhanceChat: notifications (N1–N4)', () => {
  it('N2, N4: the badge comes notificationDelay seconds after the page started, and names itself', async () => {
    await openPage({ notificationDelay: 10 })
    advance(9.9)
    expect(badge()).toBeNull()
    advance(0.1)
    expect(badge()?.textContent).toBe('1')
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
  })

  it('N1, A1: opening takes the badge and the pulse away for good, also after closing again', async () => {
    await openPage({ notificationDelay: 10 })
    advance(10)
    expect(toggle().classList).toContain('floating-whatsapp-button--pulse')
    await user().click(toggle())
    expect(badge()).toBeNull()
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp')
    expect(toggle().classList).not.toContain('floating-whatsapp-button--pulse')
    await user().click(toggle())
    advance(600)
    expect(badge()).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N1: with notification false no badge comes and no timer runs', async () => {
    await openPage({ notification: false, notificationDelay: 10 })
    expect(vi.getTimerCount()).toBe(0)
    advance(600)
    expect(badge()).toBeNull()
  })

  it('N3, N4: started after the badge code, it keeps the badge and the count: notificationLoop counts both', async () => {
    const page = await visitPage({ notificationDelay: 10, notificationLoop: 2 })
    const { startChatNotifications } = await import('./chat-badge.ts')
    startChatNotifications(page.island, page.shell)
    advance(14)
    expect(badge()).not.toBeNull()
    await page.start()
    expect(badge()).not.toBeNull()
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
    expect(vi.getTimerCount()).toBe(1)
    advance(6)
    expect(vi.getTimerCount()).toBe(0)
    expect(document.querySelectorAll('.floating-whatsapp-notification')).toHaveLength(1)
  })

  it('N2: a delay under 10 seconds is logged once, whichever code starts first, and nothing fires', async () => {
    const page = await visitPage({ notificationDelay: 5 })
    const { startChatNotifications } = await import('./chat-badge.ts')
    startChatNotifications(page.island, page.shell)
    await page.start()
    advance(600)
    expect(badge()).toBeNull()
    expect(consoleError.mock.calls).toEqual([['notificationDelay prop value must be at least 10 seconds.']])
  })
})

describe('enhanceChat: focus (A5)', () => {
  it('A5: opening moves focus to the input; Close chat and the toggle give it back to the toggle; Enter opens', async () => {
    await openPage()
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().click(screen.getByRole('button', { name: 'Close chat' }))
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().keyboard('{Enter}')
    expect(document.activeElement).toBe(input())
    await user().click(toggle())
    expect(document.activeElement).toBe(toggle())
  })
})

describe('enhanceChat across pages (S7)', () => {
  it('S7: left open, the chat starts open on the next page with the greeting at once, leaving focus and badge alone', async () => {
    await openPage({ messageDelay: 3, notificationDelay: 10 })
    await user().click(toggle())
    expect(sessionStorage.getItem('site-chat:open')).toBe('open')
    await openPage({ messageDelay: 3, notificationDelay: 10 }, '<input aria-label="Search">')
    expect(chat()).not.toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
    expect(document.activeElement).toBe(document.body)
    advance(600)
    expect(badge()).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('S7, N1: closed again, the chat starts closed on the next page, and notifies again', async () => {
    await openPage({ notificationDelay: 10 })
    await user().click(toggle())
    await user().click(screen.getByRole('button', { name: 'Close chat' }))
    expect(sessionStorage.getItem('site-chat:open')).toBe('closed')
    await openPage({ notificationDelay: 10 })
    expect(chat()).toBeNull()
    advance(10)
    expect(badge()).not.toBeNull()
  })

  it('S7: a page shown again from the back-forward cache takes the state the visitor left on the later page', async () => {
    await openPage()
    await user().click(toggle())
    sessionStorage.setItem('site-chat:open', 'closed')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(chat()).toBeNull()
    sessionStorage.setItem('site-chat:open', 'open')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(chat()).toBeNull()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(chat()).not.toBeNull()
    expect(greeting()).not.toBeNull()
  })

  it('S7: storage that refuses to be read or written leaves the chat closed and working, without an error', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    await openPage()
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(consoleError).not.toHaveBeenCalled()
  })
})

describe('enhanceChat: listeners (R2)', () => {
  it('R2: the document listens for Escape and pointer downs only while the chat is open and they are allowed', async () => {
    const added = vi.spyOn(document, 'addEventListener')
    const removed = vi.spyOn(document, 'removeEventListener')
    const types = (spy: typeof added) => spy.mock.calls.map(([type]) => type).filter((type) => type !== 'focusin')
    await openPage({ allowEsc: true, allowClickAway: true, notification: false })
    expect(types(added)).toEqual([])
    await user().click(toggle())
    expect(types(added)).toEqual(['keydown', 'pointerdown'])
    await user().click(toggle())
    expect(types(removed)).toEqual(['keydown', 'pointerdown'])
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(types(added)).toEqual(['keydown', 'pointerdown'])
  })

  it('does nothing on HTML that is not the chat', async () => {
    const { enhanceChat } = await import('./chat-enhance.ts')
    const island = document.createElement('div')
    island.innerHTML =
      '<div class="floating-whatsapp"><button type="button" class="floating-whatsapp-button"></button></div>'
    expect(() => enhanceChat(island, shellWith())).not.toThrow()
    expect(vi.getTimerCount()).toBe(0)
  })
})

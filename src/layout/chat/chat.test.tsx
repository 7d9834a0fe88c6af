// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { templateMarkup } from '../../render/template-markup.ts'
import { advance, chat, chatInput as input, greeting, toggle, typing, user } from '../../testing/chat-screen.ts'
import { testShell } from '../../testing/test-shell.ts'
import { ShellContext } from '../../ui/shell-context.tsx'
import { TemplateMarkupContext } from '../../ui/Template.tsx'
import { startChatNotifications } from './badge/chat-badge.ts'
import { startChat, type ChatEvents } from './chat-behaviour.ts'
import { FloatingWhatsApp, type FloatingWhatsAppProps } from './FloatingWhatsApp.tsx'
import { chatOpenStateKey, SiteChat } from './SiteChat.tsx'

// The chat as a visitor uses it (docs/chat-widget.md): its markup as the prerender writes it, brought to life by its
// one behaviour, worked with user-event and fake timers. Each openPage() is a new page load in the same tab: only
// sessionStorage carries over.

const key = 'test-chat:open'
const props: FloatingWhatsAppProps = {
  phoneNumber: '+254 712-345 678',
  accountName: 'Ruiru Cleaning',
  words: testShell.words,
  avatar: '/images/avatar.svg',
  statusMessage: 'Typically replies within 1 minute',
  chatMessage: 'Hello! How can we assist you today?',
  placeholder: 'Type a message...',
  openStateKey: key,
}
const pageContent = '<p>Page text</p><input aria-label="Elsewhere">'

let windowOpen: Mock<typeof window.open>
let consoleError: Mock<typeof console.error>
let consoleWarn: Mock<typeof console.warn>
let leavePage: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library waits for a timer after each event; this is how it learns to advance fake ones.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  windowOpen = vi.fn<typeof window.open>(() => null)
  vi.stubGlobal('open', windowOpen)
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  sessionStorage.clear()
})

afterEach(() => {
  leavePage()
  leavePage = () => undefined
  cleanup()
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

/** A new page with `chat` prerendered after `content`; its behaviour not started yet. */
function prerenderedPage(chatMarkup: ReactElement, content = pageContent): HTMLElement {
  leavePage()
  const markup = renderToString(
    <TemplateMarkupContext.Provider value={templateMarkup}>{chatMarkup}</TemplateMarkupContext.Provider>,
  )
  document.body.innerHTML = `${content}<div data-island="chat">${markup}</div>`
  return document.querySelector<HTMLElement>('[data-island="chat"]') as HTMLElement
}

/** A new page with the chat of `own` options, alive. */
function openPage(own: Partial<FloatingWhatsAppProps> = {}, events: ChatEvents = {}, content?: string) {
  const island = prerenderedPage(<FloatingWhatsApp {...props} {...own} />, content)
  const written = island.innerHTML
  leavePage = startChat(island, events)
  return { island, written }
}

/** A new page with the site's chat, drawn from `chat:` of site.yaml, alive. */
function openSitePage(chatOptions: ShellData['chat']) {
  const island = prerenderedPage(
    <ShellContext.Provider value={{ ...testShell, chat: chatOptions }}>
      <SiteChat />
    </ShellContext.Provider>,
  )
  leavePage = startChat(island)
}

const openedUrl = (call = 0) => new URL(String(windowOpen.mock.calls[call]?.[0]))
const badge = () => screen.queryByText('1')
const sendButton = () => screen.getByRole('button', { name: 'Send message' })
const closeButton = () => screen.getByRole('button', { name: 'Close chat' })
const noWarnings = () => {
  expect(consoleError).not.toHaveBeenCalled()
  expect(consoleWarn).not.toHaveBeenCalled()
}

describe('the chat: link (L1–L3)', () => {
  it('L1, L2, L3: "Hi & bye #1 + 50%" to +254 712-345 678 reaches wa.me intact, in a new window without opener', async () => {
    openPage()
    await user().click(toggle())
    await user().type(input(), '  Hi & bye #1 + 50%  {Enter}')
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer'])
    expect(openedUrl().origin + openedUrl().pathname).toBe('https://wa.me/254712345678')
    expect(openedUrl().searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })

  it('L1: the site’s chat sends to business.whatsapp and is named after the business', async () => {
    openSitePage(undefined)
    await user().click(screen.getByRole('button', { name: 'Chat with Test Cleaners on WhatsApp' }))
    await user().type(screen.getByRole('textbox', { name: 'Message to Test Cleaners' }), 'Hello{Enter}')
    expect(openedUrl().pathname).toBe('/254712345678')
    expect(testShell.business.whatsapp).toBe('+254 712 345 678')
  })

  it('L1: chat.phoneNumber and chat.accountName win over the business’s', async () => {
    openSitePage({ phoneNumber: '+254 722-000 111', accountName: 'Bookings' })
    await user().click(screen.getByRole('button', { name: 'Chat with Bookings on WhatsApp' }))
    await user().type(screen.getByRole('textbox', { name: 'Message to Bookings' }), 'Hello{Enter}')
    expect(openedUrl().pathname).toBe('/254722000111')
  })
})

describe('the chat: states (S1–S6)', () => {
  it('S1: the toggle opens and closes; onClick gets the click on opening, onClose comes on closing, and only then', async () => {
    const onClick = vi.fn<NonNullable<ChatEvents['onClick']>>()
    const onClose = vi.fn<() => void>()
    openPage({}, { onClick, onClose })
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onClick.mock.calls[0]?.[0]).toMatchObject({ type: 'click' })
    expect(onClose).not.toHaveBeenCalled()
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('S2, A6: every opening types for messageDelay seconds in a polite live region, then greets', async () => {
    openPage({ messageDelay: 3 })
    const region = document.querySelector('[aria-live="polite"]')
    for (let opening = 0; opening < 2; opening += 1) {
      await user().click(toggle())
      expect(region?.textContent).toBe('Ruiru Cleaning is typing…')
      advance(2.9)
      expect(greeting()).toBeNull()
      advance(0.1)
      expect(typing()).toBeNull()
      expect(region?.textContent).toContain('Hello! How can we assist you today?')
      await user().click(toggle())
      expect(region?.textContent).toBe('')
    }
  })

  it('S2: messageDelay 0 skips the typing dots', async () => {
    openPage({ messageDelay: 0 })
    await user().click(toggle())
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
  })

  it('S2: closing clears the typing timer, so a quick reopening types again for the full delay', async () => {
    openPage({ messageDelay: 2 })
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
    openPage({ messageDelay: 2 })
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

  it('S4, A5: Escape with focus inside the box closes it and gives focus back to the toggle', async () => {
    const onClose = vi.fn<() => void>()
    openPage({}, { onClose })
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('S4: without allowEsc, Escape elsewhere on the page leaves the box open', async () => {
    openPage()
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).not.toBeNull()
  })

  it('S4: with allowEsc, Escape anywhere closes it once, and inside the box it still closes once', async () => {
    const onClose = vi.fn<() => void>()
    openPage({ allowEsc: true }, { onClose })
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().click(toggle())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(sessionStorage.getItem(key)).toBe('closed')
  })

  it('S5, A5: with allowClickAway, a pointer down outside closes it and leaves focus where the visitor put it', async () => {
    const onClose = vi.fn<() => void>()
    openPage({ allowClickAway: true }, { onClose })
    await user().click(toggle())
    await user().click(input())
    await user().click(within(chat() as HTMLElement).getByText('Typically replies within 1 minute'))
    expect(chat()).not.toBeNull()
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' })
    await user().click(elsewhere)
    expect(chat()).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(elsewhere)
  })

  it('S5: without allowClickAway, a pointer down outside leaves the box open', async () => {
    openPage()
    await user().click(toggle())
    await user().click(screen.getByText('Page text'))
    expect(chat()).not.toBeNull()
  })

  it('S6: an empty or blank message is not sent, by Enter or by button, and focus stays in the input', async () => {
    const onSubmit = vi.fn<NonNullable<ChatEvents['onSubmit']>>()
    openPage({}, { onSubmit })
    await user().click(toggle())
    await user().keyboard('{Enter}')
    await user().type(input(), '   ')
    await user().click(sendButton())
    expect(windowOpen).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input())
    expect(chat()).not.toBeNull()
  })

  it('S6: sending opens the link, calls onSubmit(event, text), clears the input and keeps the box open', async () => {
    const onSubmit = vi.fn<NonNullable<ChatEvents['onSubmit']>>()
    openPage({}, { onSubmit })
    await user().click(toggle())
    await user().type(input(), 'Sofa cleaning on Saturday?')
    expect(onSubmit).not.toHaveBeenCalled()
    await user().click(sendButton())
    expect(openedUrl().searchParams.get('text')).toBe('Sofa cleaning on Saturday?')
    expect(onSubmit.mock.calls).toEqual([[expect.objectContaining({ type: 'submit' }), 'Sofa cleaning on Saturday?']])
    expect(input()).toHaveProperty('value', '')
    expect(chat()).not.toBeNull()
    await user().type(input(), 'And a carpet{Enter}')
    expect(openedUrl(1).searchParams.get('text')).toBe('And a carpet')
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })
})

describe('the chat across pages (S7)', () => {
  it('S7: left open, it starts open on the next page with the greeting at once, without onClick, focus or badge', async () => {
    const onClick = vi.fn<NonNullable<ChatEvents['onClick']>>()
    openPage({ messageDelay: 3, notificationDelay: 10 }, { onClick })
    await user().click(toggle())
    expect(sessionStorage.getItem(key)).toBe('open')
    openPage({ messageDelay: 3, notificationDelay: 10 }, { onClick }, '<input aria-label="Search">')
    expect(chat()).not.toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(document.body)
    advance(600)
    expect(badge()?.hidden).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('S7, A5: reopened on a new page, the toggle still closes it and takes focus, and opens it onto the input', async () => {
    sessionStorage.setItem(key, 'open')
    openPage()
    expect(chat()).not.toBeNull()
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
  })

  it('S7, N1: closed again, it starts closed on the next page, which has not opened it, so the badge comes again', async () => {
    openPage({ notificationDelay: 10 })
    await user().click(toggle())
    await user().click(closeButton())
    expect(sessionStorage.getItem(key)).toBe('closed')
    openPage({ notificationDelay: 10 })
    expect(chat()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    advance(10)
    expect(badge()?.hidden).toBe(false)
  })

  it('S7: a page shown again from the back-forward cache takes the state the visitor left on the later page', async () => {
    const onClose = vi.fn<() => void>()
    openPage({}, { onClose })
    await user().click(toggle())
    sessionStorage.setItem(key, 'closed')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(chat()).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
    sessionStorage.setItem(key, 'open')
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
    openPage()
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    openPage()
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
    openPage()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    await user().click(toggle())
    expect(chat()).toBeNull()
  })

  it('S7: without openStateKey nothing is read or written', async () => {
    sessionStorage.setItem(key, 'open')
    openPage({ openStateKey: undefined })
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(sessionStorage.length).toBe(1)
    expect(sessionStorage.getItem(key)).toBe('open')
  })

  it('S7: the site’s chat remembers itself under site-chat:open', async () => {
    openSitePage(undefined)
    await user().click(screen.getByRole('button', { name: /^Chat with / }))
    expect(chatOpenStateKey).toBe('site-chat:open')
    expect(sessionStorage.getItem(chatOpenStateKey)).toBe('open')
  })
})

describe('the chat: notifications (N1–N5)', () => {
  it('N1: with notification false no badge is written, none comes and no timer runs', () => {
    const onNotification = vi.fn<() => void>()
    openPage({ notification: false, notificationDelay: 10 }, { onNotification })
    expect(badge()).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
    advance(600)
    expect(onNotification).not.toHaveBeenCalled()
  })

  it('N2: the first badge comes notificationDelay seconds (default 60) after the page was shown, not before', () => {
    const onNotification = vi.fn<() => void>()
    openPage({}, { onNotification })
    advance(59.9)
    expect(onNotification).not.toHaveBeenCalled()
    expect(badge()?.hidden).toBe(true)
    advance(0.1)
    expect(onNotification).toHaveBeenCalledTimes(1)
  })

  it('N2: the site’s chat, started late, still notifies notificationDelay seconds after the page was shown', () => {
    advance(4)
    openSitePage({ notificationDelay: 10 })
    const chatToggle = screen.getByRole('button', { name: /^Chat with Test Cleaners/ })
    advance(5.9)
    expect(chatToggle.getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp')
    advance(0.1)
    expect(chatToggle.getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp, 1 new message')
  })

  it('N4, A1: each firing shows the badge 1, names it on the toggle and calls onNotification; a loop of 3 stops', () => {
    const onNotification = vi.fn<() => void>()
    openPage({ notificationDelay: 10, notificationLoop: 3 }, { onNotification })
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp')
    advance(10)
    expect(badge()?.hidden).toBe(false)
    expect(badge()?.getAttribute('aria-hidden')).toBe('true')
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
    expect(onNotification).toHaveBeenCalledTimes(1)
    advance(600)
    expect(onNotification).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N1, N3, A1: opening takes the badge, its words and the pulse away for good, also after closing again', async () => {
    const onNotification = vi.fn<() => void>()
    openPage({ notificationDelay: 10 }, { onNotification })
    advance(10)
    expect(toggle().classList).toContain('floating-whatsapp-button--pulse')
    await user().click(toggle())
    expect(badge()?.hidden).toBe(true)
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp')
    expect(toggle().classList).not.toContain('floating-whatsapp-button--pulse')
    await user().click(toggle())
    advance(600)
    expect(onNotification).toHaveBeenCalledTimes(1)
    expect(badge()?.hidden).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N3, N4: started by the page’s deadline before the rest of its code, the badge is kept and the loop counts on', async () => {
    const island = prerenderedPage(<FloatingWhatsApp {...props} notificationDelay={10} notificationLoop={2} />)
    startChatNotifications(island)
    advance(14)
    expect(badge()?.hidden).toBe(false)
    leavePage = startChat(island)
    startChatNotifications(island)
    expect(badge()?.hidden).toBe(false)
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
    expect(vi.getTimerCount()).toBe(1)
    advance(6)
    expect(vi.getTimerCount()).toBe(0)
    await user().click(toggle())
    expect(badge()?.hidden).toBe(true)
  })

  it('N2: a delay under 10 seconds is logged once, whichever code starts first, and nothing fires', () => {
    const island = prerenderedPage(<FloatingWhatsApp {...props} notificationDelay={5} />)
    startChatNotifications(island)
    leavePage = startChat(island)
    advance(600)
    expect(badge()?.hidden).toBe(true)
    expect(consoleError.mock.calls).toEqual([['notificationDelay prop value must be at least 10 seconds.']])
  })

  describe('sound', () => {
    const audios: { src: string; play: Mock<() => Promise<void>> }[] = []
    let playResult: () => Promise<void>
    beforeEach(() => {
      audios.length = 0
      playResult = () => Promise.resolve()
      vi.stubGlobal(
        'Audio',
        class {
          currentTime = 0
          play = vi.fn<() => Promise<void>>(() => playResult())
          src: string
          constructor(src: string) {
            this.src = src
            audios.push(this)
          }
          getAttribute() {
            return this.src
          }
        },
      )
    })
    const withSound = { notificationDelay: 10, notificationSound: true, notificationSoundSrc: '/sounds/ding.wav' }

    it('N5, R3: the sound plays on each firing only after the visitor has interacted; the audio is made on first need, by URL', () => {
      openPage(withSound)
      advance(10)
      expect(audios).toEqual([])
      fireEvent.pointerDown(document.body)
      expect(audios).toEqual([])
      advance(20)
      expect(audios.map((audio) => audio.src)).toEqual(['/sounds/ding.wav'])
      expect(audios[0]?.play).toHaveBeenCalledTimes(2)
    })

    it('N5: a rejected play() is caught', async () => {
      playResult = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))
      const onNotification = vi.fn<() => void>()
      openPage(withSound, { onNotification })
      fireEvent.keyDown(document.body, { key: 'a' })
      await vi.advanceTimersByTimeAsync(20_000)
      expect(audios[0]?.play).toHaveBeenCalledTimes(2)
      expect(onNotification).toHaveBeenCalledTimes(2)
    })

    it('N5: without notificationSound no audio is ever made', () => {
      openPage({ ...withSound, notificationSound: false })
      fireEvent.pointerDown(document.body)
      advance(30)
      expect(audios).toEqual([])
    })
  })
})

describe('the chat: accessibility (A1–A6)', () => {
  it('A1, A2: a toggle button controlling a non-modal dialog, labelled and described, with nothing to focus while closed', async () => {
    openPage()
    expect(toggle().getAttribute('type')).toBe('button')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(toggle().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const box = document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement
    expect(box.getAttribute('role')).toBe('dialog')
    expect(box.hidden).toBe(true)
    expect(screen.queryByRole('textbox', { name: 'Message to Ruiru Cleaning' })).toBeNull()
    expect(screen.getAllByRole('button')).toEqual([toggle()])
    await user().click(toggle())
    expect(chat()).toBe(box)
    expect(box.hasAttribute('aria-modal')).toBe(false)
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Typically replies within 1 minute',
    )
  })

  it('A3, A4, R3: "Close chat" and "Send message" buttons, a labelled input, and the avatar by URL with empty alt', async () => {
    openPage()
    await user().click(toggle())
    expect(closeButton().getAttribute('type')).toBe('button')
    expect(sendButton().getAttribute('type')).toBe('submit')
    expect(input().getAttribute('dir')).toBe('auto')
    expect(input().getAttribute('enterkeyhint')).toBe('send')
    expect(input().getAttribute('placeholder')).toBe('Type a message...')
    const avatar = chat()?.querySelector('img')
    expect(avatar?.getAttribute('src')).toBe('/images/avatar.svg')
    expect(avatar?.getAttribute('alt')).toBe('')
  })

  it('A3: without an avatar, the initial of the name stands in, hidden from assistive technology', async () => {
    openPage({ avatar: undefined })
    await user().click(toggle())
    const initial = within(chat() as HTMLElement).getByText('R')
    expect(initial.getAttribute('aria-hidden')).toBe('true')
  })

  it('A5: opening moves focus to the input; Close chat and the toggle give it back; Enter on the toggle opens', async () => {
    openPage()
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().click(closeButton())
    expect(document.activeElement).toBe(toggle())
    await user().keyboard('{Enter}')
    expect(chat()).not.toBeNull()
    expect(document.activeElement).toBe(input())
    await user().click(toggle())
    expect(document.activeElement).toBe(toggle())
    await user().keyboard(' ')
    expect(chat()).not.toBeNull()
  })

  it('A6: the name and the greeting are written as text, never as markup', async () => {
    openPage({ accountName: 'Ruiru <i>Cleaning</i>', chatMessage: 'A & B <b>bold</b>', messageDelay: 1 })
    await user().click(screen.getByRole('button', { name: 'Chat with Ruiru <i>Cleaning</i> on WhatsApp' }))
    expect(screen.getByText('Ruiru <i>Cleaning</i> is typing…')).not.toBeNull()
    advance(1)
    expect(screen.getByText('A & B <b>bold</b>')).not.toBeNull()
    expect(document.querySelector('i, b')).toBeNull()
  })
})

describe('the chat: options', () => {
  it('class-name options are added to the default classes, not replacing them; style options apply', () => {
    const { island } = openPage({
      className: 'mine',
      buttonClassName: 'my-button',
      chatboxClassName: 'my-box',
      notificationClassName: 'my-badge',
      notificationStyle: { top: -4 },
      buttonStyle: { bottom: 90 },
      chatboxHeight: 400,
      darkMode: true,
    })
    expect(island.firstElementChild?.className).toBe('floating-whatsapp floating-whatsapp--dark mine')
    expect(toggle().className).toBe('floating-whatsapp-button floating-whatsapp-button--pulse my-button')
    expect(toggle().style.bottom).toBe('90px')
    expect(badge()?.className).toBe('floating-whatsapp-notification my-badge')
    expect(badge()?.style.top).toBe('-4px')
    const box = document.querySelector<HTMLElement>('[role="dialog"]')
    expect(box?.className).toBe('floating-whatsapp-chatbox my-box')
    expect(box?.style.getPropertyValue('--fw-chatbox-height')).toBe('400px')
  })

  it('without options it uses the defaults of the spec: its status line, placeholder and greeting after 2 seconds', async () => {
    openPage({ statusMessage: undefined, chatMessage: undefined, placeholder: undefined, messageDelay: undefined })
    await user().click(toggle())
    const box = chat() as HTMLElement
    expect(within(box).getByText('Typically replies within 1 hour')).not.toBeNull()
    expect(input().getAttribute('placeholder')).toBe('Type a message..')
    advance(1.9)
    expect(box.textContent).not.toContain('Hello there!')
    advance(0.1)
    expect(box.textContent).toContain('Hello there! 🤝 How can we help?')
  })
})

describe('the chat: rendering (R1, R2)', () => {
  it('R1: coming to life leaves the prerendered HTML as it was until the visitor uses it', () => {
    const { island, written } = openPage({ allowEsc: true, notificationDelay: 10 })
    expect(island.innerHTML).toBe(written)
    noWarnings()
  })

  it('R2: the document listens for Escape and pointer downs only while the chat is open and they are allowed', async () => {
    const added = vi.spyOn(document, 'addEventListener')
    const removed = vi.spyOn(document, 'removeEventListener')
    const types = (spy: typeof added) => spy.mock.calls.map(([type]) => type).filter((type) => type !== 'focusin')
    openPage({ allowEsc: true, allowClickAway: true, notification: false })
    expect(types(added)).toEqual([])
    await user().click(toggle())
    expect(types(added)).toEqual(['keydown', 'pointerdown'])
    await user().click(toggle())
    expect(types(removed)).toEqual(['keydown', 'pointerdown'])
  })

  it('R2: once stopped, open and typing, nothing fires, nothing listens and nothing warns', async () => {
    const onNotification = vi.fn<() => void>()
    const onClose = vi.fn<() => void>()
    openPage(
      { allowEsc: true, allowClickAway: true, notificationDelay: 10, notificationSound: true, messageDelay: 5 },
      { onNotification, onClose },
    )
    await user().click(toggle())
    leavePage()
    expect(vi.getTimerCount()).toBe(0)
    advance(600)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    fireEvent.pointerDown(document.body)
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await user().click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(onNotification).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    noWarnings()
  })

  it('does nothing on HTML that is not the chat', () => {
    const island = document.createElement('div')
    island.innerHTML =
      '<div class="floating-whatsapp"><button type="button" class="floating-whatsapp-button"></button></div>'
    expect(() => startChat(island)).not.toThrow()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('the chat in the editor’s preview', () => {
  it('drawn by React in the browser, the same behaviour brings it to life: it types, greets and sends', async () => {
    const { container } = render(<FloatingWhatsApp {...props} notificationDelay={10} messageDelay={1} />)
    leavePage = startChat(container)
    advance(10)
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
    await user().click(toggle())
    expect(typing()).not.toBeNull()
    advance(1)
    expect(greeting()).not.toBeNull()
    expect(chat()?.querySelector('time')?.textContent).toMatch(/\d{2}.\d{2}/)
    await user().type(input(), 'Hello{Enter}')
    expect(openedUrl().searchParams.get('text')).toBe('Hello')
    noWarnings()
  })
})

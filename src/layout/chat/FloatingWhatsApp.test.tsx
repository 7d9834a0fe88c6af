// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { FloatingWhatsApp, type FloatingWhatsAppProps } from './FloatingWhatsApp.tsx'
import { hydrateMarkup } from '../../testing/hydrate-markup.tsx'
import { advance, chat, chatInput as input, greeting, toggle, typing, user } from '../../testing/chat-screen.ts'
import { shortDelayMessage } from './use-notification.ts'

const props: FloatingWhatsAppProps = {
  phoneNumber: '+254 712-345 678',
  accountName: 'Ruiru Cleaning',
  avatar: '/images/avatar.svg',
  statusMessage: 'Typically replies within 1 minute',
  chatMessage: 'Hello! How can we assist you today?',
  placeholder: 'Type a message...',
}

let windowOpen: Mock<typeof window.open>
let consoleError: Mock<typeof console.error>
let consoleWarn: Mock<typeof console.warn>

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library waits for a timer after each event; this is how it learns to advance fake ones.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  windowOpen = vi.fn<typeof window.open>(() => null)
  vi.stubGlobal('open', windowOpen)
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const openedUrl = (call = 0) => new URL(String(windowOpen.mock.calls[call]?.[0]))
const noWarnings = () => {
  expect(consoleError).not.toHaveBeenCalled()
  expect(consoleWarn).not.toHaveBeenCalled()
}

describe('FloatingWhatsApp: link (L1–L3)', () => {
  it('L1, L2, L3: "Hi & bye #1 + 50%" to +254 712-345 678 reaches wa.me intact, in a new window without opener', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    await user().type(input(), '  Hi & bye #1 + 50%  {Enter}')
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer'])
    const url = openedUrl()
    expect(url.origin + url.pathname).toBe('https://wa.me/254712345678')
    expect(url.searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })
})

describe('FloatingWhatsApp: states (S1–S6)', () => {
  it('S1: the toggle opens and closes; onClick gets the click on opening, onClose comes on closing, and only then', async () => {
    const onClick = vi.fn<NonNullable<FloatingWhatsAppProps['onClick']>>()
    const onClose = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} onClick={onClick} onClose={onClose} />)
    expect(chat()).toBeNull()
    await user().click(toggle())
    expect(chat()).not.toBeNull()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onClick.mock.calls[0]?.[0]).toMatchObject({ type: 'click' })
    expect(onClose).not.toHaveBeenCalled()
    await user().click(toggle())
    expect(chat()).toBeNull()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('S2: every opening shows the typing indicator for messageDelay seconds, then the greeting', async () => {
    render(<FloatingWhatsApp {...props} messageDelay={3} />)
    for (let opening = 0; opening < 2; opening += 1) {
      await user().click(toggle())
      expect(typing()).not.toBeNull()
      expect(greeting()).toBeNull()
      advance(2.9)
      expect(greeting()).toBeNull()
      advance(0.1)
      expect(typing()).toBeNull()
      expect(greeting()).not.toBeNull()
      await user().click(toggle())
    }
  })

  it('S2: messageDelay 0 skips the typing indicator', async () => {
    render(<FloatingWhatsApp {...props} messageDelay={0} />)
    await user().click(toggle())
    expect(typing()).toBeNull()
    expect(greeting()).not.toBeNull()
  })

  it('S2: closing clears the typing timer, so a quick reopening types again for the full delay', async () => {
    render(<FloatingWhatsApp {...props} messageDelay={2} />)
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
    render(<FloatingWhatsApp {...props} messageDelay={2} />)
    advance(7 * 60)
    await user().click(toggle())
    advance(2)
    const time = chat()?.querySelector('time')
    expect(time?.getAttribute('dateTime')).toBe('09:12')
    expect(time?.textContent).toMatch(/\b09.12\b/)
    await user().click(toggle())
    advance(60)
    await user().click(toggle())
    advance(2)
    expect(chat()?.querySelector('time')?.getAttribute('dateTime')).toBe('09:13')
  })

  it('S4, A5: Escape with focus inside the box closes it and gives focus back to the toggle', async () => {
    const onClose = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} onClose={onClose} />)
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('S4: without allowEsc, Escape elsewhere on the page leaves the box open', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).not.toBeNull()
  })

  it('S4: with allowEsc, Escape anywhere closes it once, and inside the box it still closes once', async () => {
    const onClose = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} allowEsc onClose={onClose} />)
    await user().click(toggle())
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(chat()).toBeNull()
    expect(document.activeElement).toBe(toggle())
    await user().click(toggle())
    await user().keyboard('{Escape}')
    expect(chat()).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('S5, A5: with allowClickAway, a pointer down outside closes it and leaves focus where the visitor put it', async () => {
    const onClose = vi.fn<() => void>()
    render(
      <>
        <input aria-label="Elsewhere" />
        <FloatingWhatsApp {...props} allowClickAway onClose={onClose} />
      </>,
    )
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
    render(
      <>
        <p>Page text</p>
        <FloatingWhatsApp {...props} />
      </>,
    )
    await user().click(toggle())
    await user().click(screen.getByText('Page text'))
    expect(chat()).not.toBeNull()
  })

  it('S6: an empty or blank message is not sent, by Enter or by button, and focus stays in the input', async () => {
    const onSubmit = vi.fn<NonNullable<FloatingWhatsAppProps['onSubmit']>>()
    render(<FloatingWhatsApp {...props} onSubmit={onSubmit} />)
    await user().click(toggle())
    await user().keyboard('{Enter}')
    await user().type(input(), '   ')
    await user().click(screen.getByRole('button', { name: 'Send message' }))
    expect(windowOpen).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input())
    expect(chat()).not.toBeNull()
  })

  it('S6: sending opens the link, calls onSubmit(event, text), clears the input and keeps the box open', async () => {
    const onSubmit = vi.fn<NonNullable<FloatingWhatsAppProps['onSubmit']>>()
    render(<FloatingWhatsApp {...props} onSubmit={onSubmit} />)
    await user().click(toggle())
    await user().type(input(), 'Sofa cleaning on Saturday?')
    expect(onSubmit).not.toHaveBeenCalled()
    await user().click(screen.getByRole('button', { name: 'Send message' }))
    expect(openedUrl().searchParams.get('text')).toBe('Sofa cleaning on Saturday?')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'submit' })
    expect(onSubmit.mock.calls[0]?.[1]).toBe('Sofa cleaning on Saturday?')
    expect(input()).toHaveProperty('value', '')
    expect(chat()).not.toBeNull()
    await user().type(input(), 'And a carpet{Enter}')
    expect(openedUrl(1).searchParams.get('text')).toBe('And a carpet')
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })
})

describe('FloatingWhatsApp: notifications (N1–N5)', () => {
  const badge = () => screen.queryByText('1')

  it('N1: with notification false nothing fires, however long the visitor stays', () => {
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notification={false} onNotification={onNotification} />)
    advance(600)
    expect(onNotification).not.toHaveBeenCalled()
    expect(badge()).toBeNull()
  })

  it('N1, N3: opening the chat cancels the timer for good, also after closing it again', async () => {
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    advance(10)
    expect(onNotification).toHaveBeenCalledTimes(1)
    await user().click(toggle())
    expect(badge()).toBeNull()
    await user().click(toggle())
    advance(600)
    expect(onNotification).toHaveBeenCalledTimes(1)
    expect(badge()).toBeNull()
  })

  it('N2: the first notification comes after notificationDelay seconds (default 60), not before', () => {
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} onNotification={onNotification} />)
    advance(59.9)
    expect(onNotification).not.toHaveBeenCalled()
    advance(0.1)
    expect(onNotification).toHaveBeenCalledTimes(1)
  })

  it('N2: a notificationDelay under 10 logs the message once and starts no timer', () => {
    const onNotification = vi.fn<() => void>()
    const { rerender } = render(<FloatingWhatsApp {...props} notificationDelay={9} onNotification={onNotification} />)
    rerender(<FloatingWhatsApp {...props} notificationDelay={5} onNotification={onNotification} />)
    expect(vi.getTimerCount()).toBe(0)
    advance(600)
    expect(onNotification).not.toHaveBeenCalled()
    expect(consoleError.mock.calls).toEqual([[shortDelayMessage]])
    expect(shortDelayMessage).toBe('notificationDelay prop value must be at least 10 seconds.')
  })

  it('N3: re-renders never restart the notification timer', () => {
    const onNotification = vi.fn<() => void>()
    const { rerender } = render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    for (let second = 1; second <= 10; second += 1) {
      advance(1)
      // A new callback and new style objects on every render, as a careless parent would pass.
      rerender(
        <FloatingWhatsApp
          {...props}
          notificationDelay={10}
          buttonStyle={{ bottom: 90 }}
          onNotification={() => onNotification()}
        />,
      )
    }
    expect(onNotification).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
  })

  it('N3: after a re-render the newest onNotification is the one called, once per firing', () => {
    const first = vi.fn<() => void>()
    const second = vi.fn<() => void>()
    const { rerender } = render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={first} />)
    advance(5)
    rerender(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={second} />)
    advance(5)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('N4: each firing shows the badge 1, names it on the toggle and calls onNotification', () => {
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} onNotification={onNotification} />)
    expect(badge()).toBeNull()
    expect(onNotification).not.toHaveBeenCalled()
    advance(10)
    expect(badge()?.getAttribute('aria-hidden')).toBe('true')
    expect(toggle().getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning on WhatsApp, 1 new message')
    expect(onNotification).toHaveBeenCalledTimes(1)
  })

  it('N4: notificationLoop 3 stops after 3 firings, even when the parent re-renders', () => {
    const onNotification = vi.fn<() => void>()
    const view = (
      <FloatingWhatsApp {...props} notificationDelay={10} notificationLoop={3} onNotification={onNotification} />
    )
    const { rerender } = render(view)
    advance(25)
    expect(onNotification).toHaveBeenCalledTimes(2)
    rerender(
      <FloatingWhatsApp {...props} notificationDelay={10} notificationLoop={3} onNotification={onNotification} />,
    )
    advance(600)
    expect(onNotification).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N4: notificationLoop 0 repeats without limit', () => {
    const onNotification = vi.fn<() => void>()
    render(<FloatingWhatsApp {...props} notificationDelay={10} notificationLoop={0} onNotification={onNotification} />)
    advance(1000)
    expect(onNotification).toHaveBeenCalledTimes(100)
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
          constructor(public src: string) {
            audios.push(this)
          }
          getAttribute() {
            return this.src
          }
        },
      )
    })

    const withSound = {
      ...props,
      notificationDelay: 10,
      notificationSound: true,
      notificationSoundSrc: '/sounds/ding.wav',
    }

    it('N5, R3: the sound plays on each firing only after the visitor has interacted; the audio is made on first need, by URL', () => {
      render(<FloatingWhatsApp {...withSound} />)
      advance(10)
      expect(audios).toEqual([])
      fireEvent.pointerDown(document.body)
      expect(audios).toEqual([])
      advance(20)
      expect(audios).toHaveLength(1)
      expect(audios[0]?.src).toBe('/sounds/ding.wav')
      expect(audios[0]?.play).toHaveBeenCalledTimes(2)
    })

    it('N5: a rejected play() is caught', async () => {
      playResult = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))
      const onNotification = vi.fn<() => void>()
      render(<FloatingWhatsApp {...withSound} onNotification={onNotification} />)
      fireEvent.keyDown(document.body, { key: 'a' })
      await act(() => vi.advanceTimersByTimeAsync(20_000))
      expect(audios[0]?.play).toHaveBeenCalledTimes(2)
      expect(onNotification).toHaveBeenCalledTimes(2)
    })

    it('N5: without notificationSound no audio is ever made', () => {
      render(<FloatingWhatsApp {...withSound} notificationSound={false} />)
      fireEvent.pointerDown(document.body)
      advance(30)
      expect(audios).toEqual([])
    })
  })
})

describe('FloatingWhatsApp: accessibility (A1–A6)', () => {
  it('A1: the toggle is a button with aria-expanded, aria-controls and the name "Chat with … on WhatsApp"', async () => {
    render(<FloatingWhatsApp {...props} />)
    expect(toggle().getAttribute('type')).toBe('button')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    const controlled = document.getElementById(toggle().getAttribute('aria-controls') ?? '')
    expect(controlled?.getAttribute('role')).toBe('dialog')
    expect(toggle().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    await user().click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
  })

  it('A2: the box is a non-modal dialog labelled by the name and described by the status, hidden while closed', async () => {
    const { container } = render(<FloatingWhatsApp {...props} />)
    const box = container.querySelector('[role="dialog"]') as HTMLElement
    expect(box.hidden).toBe(true)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
    await user().click(toggle())
    expect(chat()).toBe(box)
    expect(box.hidden).toBe(false)
    expect(box.hasAttribute('aria-modal')).toBe(false)
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Typically replies within 1 minute',
    )
  })

  it('A3, R3: a "Close chat" button, and the avatar is an <img src> from the options with empty alt', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    const close = screen.getByRole('button', { name: 'Close chat' })
    expect(close.tagName).toBe('BUTTON')
    const avatar = chat()?.querySelector('img')
    expect(avatar?.getAttribute('src')).toBe('/images/avatar.svg')
    expect(avatar?.getAttribute('alt')).toBe('')
  })

  it('A4: the input has a label, dir="auto" and enterKeyHint="send"; Send is a submit button named "Send message"', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    expect(input().getAttribute('dir')).toBe('auto')
    expect(input().getAttribute('enterkeyhint')).toBe('send')
    expect(input().getAttribute('placeholder')).toBe('Type a message...')
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('type')).toBe('submit')
  })

  it('A5: opening moves focus to the input; the close button and the toggle give focus back to the toggle', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    expect(document.activeElement).toBe(input())
    await user().click(screen.getByRole('button', { name: 'Close chat' }))
    expect(document.activeElement).toBe(toggle())
    await user().keyboard('{Enter}')
    expect(document.activeElement).toBe(input())
    await user().click(toggle())
    expect(document.activeElement).toBe(toggle())
  })

  it('A6: a polite live region announces "… is typing…" and then the greeting', async () => {
    render(<FloatingWhatsApp {...props} />)
    await user().click(toggle())
    const region = chat()?.querySelector('[aria-live="polite"]')
    expect(region?.textContent).toBe('Ruiru Cleaning is typing…')
    advance(2)
    expect(region?.textContent).toContain('Hello! How can we assist you today?')
  })
})

describe('FloatingWhatsApp: options', () => {
  it('class-name options are added to the default classes, not replacing them; style options apply', async () => {
    const { container } = render(
      <FloatingWhatsApp
        {...props}
        className="mine"
        buttonClassName="my-button"
        chatboxClassName="my-box"
        notificationClassName="my-badge"
        notificationDelay={10}
        buttonStyle={{ bottom: 90 }}
        chatboxHeight={400}
        darkMode
      />,
    )
    advance(10)
    expect(container.firstElementChild?.className).toBe('floating-whatsapp floating-whatsapp--dark mine')
    expect(toggle().classList).toContain('floating-whatsapp-button')
    expect(toggle().classList).toContain('my-button')
    expect(toggle().style.bottom).toBe('90px')
    expect(screen.getByText('1').className).toBe('floating-whatsapp-notification my-badge')
    const box = container.querySelector('[role="dialog"]') as HTMLElement
    expect(box.className).toBe('floating-whatsapp-chatbox my-box')
    expect(box.style.getPropertyValue('--fw-chatbox-height')).toBe('400px')
  })

  it('without options it uses the settings-form defaults of the spec', async () => {
    render(<FloatingWhatsApp phoneNumber="+254 712 345 678" accountName="Ruiru Cleaning" />)
    await user().click(toggle())
    const box = chat() as HTMLElement
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Typically replies within 1 hour',
    )
    expect(input().getAttribute('placeholder')).toBe('Type a message..')
    expect(box.textContent).not.toContain('Hello there!')
    advance(2)
    expect(box.textContent).toContain('Hello there! 🤝 How can we help?')
  })
})

describe('FloatingWhatsApp: rendering (R1, R2)', () => {
  it('R1: the server markup is closed and hydrates without warnings', () => {
    const html = renderToString(<FloatingWhatsApp {...props} />)
    expect(html).toContain('aria-expanded="false"')
    expect(html).toMatch(/role="dialog"[^>]*hidden/)
    const { container, remove } = hydrateMarkup(html, <FloatingWhatsApp {...props} />)
    noWarnings()
    expect(container.querySelector('[aria-expanded="false"]')).not.toBeNull()
    remove()
  })

  it('R2: document listeners exist only while needed, and after unmount nothing fires and nothing warns', async () => {
    const added = vi.spyOn(document, 'addEventListener')
    const removed = vi.spyOn(document, 'removeEventListener')
    const onNotification = vi.fn<() => void>()
    const onClose = vi.fn<() => void>()
    const { unmount } = render(
      <FloatingWhatsApp
        {...props}
        allowEsc
        allowClickAway
        notificationDelay={10}
        notificationSound
        onNotification={onNotification}
        onClose={onClose}
      />,
    )
    const ours = (spy: typeof added) => spy.mock.calls.map(([type]) => type).filter((type) => type !== 'focusin')
    expect(ours(added)).toEqual(['pointerdown', 'keydown'])
    await user().click(toggle())
    expect(ours(added)).toEqual(expect.arrayContaining(['keydown', 'pointerdown']))
    unmount()
    const addedCount = (type: string) => added.mock.calls.filter(([name]) => name === type).length
    const removedCount = (type: string) => removed.mock.calls.filter(([name]) => name === type).length
    expect(removedCount('keydown')).toBeGreaterThanOrEqual(addedCount('keydown'))
    expect(removedCount('pointerdown')).toBeGreaterThanOrEqual(addedCount('pointerdown'))
    advance(600)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onNotification).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
    noWarnings()
  })

  it('R2: unmounting while the typing dots show clears their timer', async () => {
    const { unmount } = render(<FloatingWhatsApp {...props} notification={false} messageDelay={5} />)
    await user().click(toggle())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
    advance(10)
    noWarnings()
  })
})

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { ShellContext } from '../../ui/shell-context.tsx'
import { testShell } from '../../testing/test-shell.ts'
import { chatOpenStateKey, SiteChat } from './SiteChat.tsx'

let windowOpen: Mock<typeof window.open>

beforeEach(() => {
  windowOpen = vi.fn<typeof window.open>(() => null)
  vi.stubGlobal('open', windowOpen)
  sessionStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
})

const withChat = (chat: ShellData['chat']): ShellData => ({ ...testShell, chat })

/** The chat as an island draws it on a page: with the site's shell around it and nothing else. */
const renderChat = ({ shell = testShell }: { shell?: ShellData } = {}) =>
  render(
    <ShellContext.Provider value={shell}>
      <SiteChat />
    </ShellContext.Provider>,
  )

async function send(text: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Chat with / }))
  await userEvent.type(screen.getByRole('textbox', { name: /^Message to / }), `${text}{Enter}`)
  return new URL(String(windowOpen.mock.calls[0]?.[0]))
}

describe('SiteChat', () => {
  it('L1: sends to business.whatsapp when chat.phoneNumber is not given, so the number is written once', async () => {
    renderChat({ shell: withChat(undefined) })
    expect(screen.getByRole('button', { name: /^Chat with / }).getAttribute('aria-label')).toBe(
      'Chat with Test Cleaners on WhatsApp',
    )
    const url = await send('Hi & bye #1 + 50%')
    expect(url.pathname).toBe('/254712345678')
    expect(url.searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })

  it('L1: chat.phoneNumber wins over business.whatsapp', async () => {
    renderChat({ shell: withChat({ phoneNumber: '+254 722-000 111', accountName: 'Bookings' }) })
    const url = await send('Hello')
    expect(url.pathname).toBe('/254722000111')
  })

  it('passes the options of site.yaml: texts, avatar, class names and styles', async () => {
    vi.useFakeTimers()
    renderChat({
      shell: withChat({
        accountName: 'Ruiru Cleaning & Fumigation',
        avatar: '/images/avatar.svg',
        statusMessage: 'Typically replies within 1 minute',
        chatMessage: 'Hello! How can we assist you today?',
        placeholder: 'Type a message...',
        messageDelay: 0,
        notificationDelay: 10,
        buttonClassName: 'site-chat-button',
        buttonStyle: { bottom: 100, backgroundColor: '#075e54' },
      }),
    })
    const toggle = screen.getByRole('button', { name: 'Chat with Ruiru Cleaning & Fumigation on WhatsApp' })
    expect(toggle.className).toContain('floating-whatsapp-button')
    expect(toggle.className).toContain('site-chat-button')
    expect(toggle.style.bottom).toBe('100px')
    act(() => vi.advanceTimersByTime(10_000))
    expect(toggle.getAttribute('aria-label')).toBe('Chat with Ruiru Cleaning & Fumigation on WhatsApp, 1 new message')
    act(() => toggle.click())
    const box = screen.getByRole('dialog', { name: 'Ruiru Cleaning & Fumigation' })
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Typically replies within 1 minute',
    )
    expect(box.textContent).toContain('Hello! How can we assist you today?')
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Type a message...')
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('src')).toBe('/images/avatar.svg')
  })

  it('S7: left open, it is open on the next page of the tab, remembered under site-chat:open', async () => {
    const page = renderChat()
    await userEvent.click(screen.getByRole('button', { name: /^Chat with / }))
    expect(sessionStorage.getItem(chatOpenStateKey)).toBe('open')
    expect(chatOpenStateKey).toBe('site-chat:open')
    page.unmount()
    renderChat()
    expect(screen.getByRole('dialog', { name: 'Test Cleaners' })).not.toBeNull()
  })

  it('N2: the notification counts from the start of the page load, however late the chat starts', () => {
    vi.useFakeTimers()
    const pageStart = performance.now()
    vi.advanceTimersByTime(4000)
    renderChat({ shell: withChat({ notificationDelay: 10 }) })
    const toggle = screen.getByRole('button', { name: /^Chat with / })
    act(() => vi.advanceTimersByTime(10_000 - (performance.now() - pageStart) - 1))
    expect(toggle.getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp')
    act(() => vi.advanceTimersByTime(1))
    expect(toggle.getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp, 1 new message')
  })
})

// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { renderBlock } from '../../testing/render-block.tsx'
import type { ShellData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { SiteChat } from './SiteChat.tsx'

let windowOpen: Mock<typeof window.open>

beforeEach(() => {
  windowOpen = vi.fn<typeof window.open>(() => null)
  vi.stubGlobal('open', windowOpen)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const withChat = (chat: ShellData['chat']): ShellData => ({ ...testShell, chat })

async function send(text: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Chat with / }))
  await userEvent.type(screen.getByRole('textbox', { name: /^Message to / }), `${text}{Enter}`)
  return new URL(String(windowOpen.mock.calls[0]?.[0]))
}

describe('SiteChat', () => {
  it('L1: sends to business.whatsapp when chat.phoneNumber is not given, so the number is written once', async () => {
    renderBlock(<SiteChat />, { shell: withChat(undefined) })
    expect(screen.getByRole('button', { name: /^Chat with / }).getAttribute('aria-label')).toBe(
      'Chat with Test Cleaners on WhatsApp',
    )
    const url = await send('Hi & bye #1 + 50%')
    expect(url.pathname).toBe('/254712345678')
    expect(url.searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  })

  it('L1: chat.phoneNumber wins over business.whatsapp', async () => {
    renderBlock(<SiteChat />, { shell: withChat({ phoneNumber: '+254 722-000 111', accountName: 'Bookings' }) })
    const url = await send('Hello')
    expect(url.pathname).toBe('/254722000111')
  })

  it('passes the options of site.yaml: texts, avatar, class names and styles', async () => {
    vi.useFakeTimers()
    renderBlock(<SiteChat />, {
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
})

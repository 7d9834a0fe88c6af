// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { templateMarkup } from '../../render/template-markup.ts'
import { testShell } from '../../testing/test-shell.ts'
import { ShellContext } from '../../ui/shell-context.tsx'
import { TemplateMarkupContext } from '../../ui/Template.tsx'
import { wordsFor } from '../../words/words.ts'
import { startChatNotifications } from './badge/chat-badge.ts'
import { startChat } from './chat-behaviour.ts'
import { SiteChat } from './SiteChat.tsx'

// The site's chat on a page in Swahili: every word it writes itself is from the page's words, and its greeting's
// time is written in the page's language on the business's clock, whatever the visitor's device says.

const swahiliShell: ShellData = {
  ...testShell,
  business: { ...testShell.business, locale: 'sw-KE', timeZone: 'Africa/Nairobi' },
  words: wordsFor('sw-KE'),
  chat: { messageDelay: 1, notificationDelay: 10 },
}

let stop: () => void = () => undefined
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  stop()
  cleanup()
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/** A Swahili page with the site's chat, prerendered and alive. */
function openSwahiliPage(): HTMLElement {
  const markup = renderToString(
    <TemplateMarkupContext.Provider value={templateMarkup}>
      <ShellContext.Provider value={swahiliShell}>
        <SiteChat />
      </ShellContext.Provider>
    </TemplateMarkupContext.Provider>,
  )
  document.body.innerHTML = `<div data-island="chat">${markup}</div>`
  const island = document.querySelector<HTMLElement>('[data-island="chat"]')!
  startChatNotifications(island)
  stop = startChat(island)
  return island
}

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000))
/** The chat's words in English, none of which a Swahili page may show or say. */
const englishWords = [
  'Chat with',
  'on WhatsApp',
  'Close chat',
  'Send message',
  'Message to',
  'is typing',
  'Typically',
  'Hello',
]

describe('the chat on a Swahili page', () => {
  it('names its buttons and its box in Swahili, and greets in Swahili with the time as Swahili writes it in Nairobi', async () => {
    // 02:46 UTC: 05:46 in Nairobi, whatever the device's clock says.
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 2, 46)))
    const island = openSwahiliPage()
    advance(10)
    const toggle = screen.getByRole('button', { name: 'Ongea na Test Cleaners kwenye WhatsApp, ujumbe 1 mpya' })
    await userEvent.setup({ delay: null }).click(toggle)
    expect(toggle.getAttribute('aria-label')).toBe('Ongea na Test Cleaners kwenye WhatsApp')
    const box = screen.getByRole('dialog', { name: 'Test Cleaners' })
    expect(within(box).getByText('Kwa kawaida hujibu ndani ya saa 1')).toBeTruthy()
    expect(within(box).getByText('Test Cleaners anaandika…')).toBeTruthy()
    expect(within(box).getByRole('button', { name: 'Funga gumzo' })).toBeTruthy()
    expect(within(box).getByRole('button', { name: 'Tuma ujumbe' })).toBeTruthy()
    expect(within(box).getByRole('textbox', { name: 'Ujumbe kwa Test Cleaners' }).getAttribute('placeholder')).toBe(
      'Andika ujumbe..',
    )
    advance(1)
    expect(within(box).getByText('Habari! 🤝 Tukusaidie vipi?')).toBeTruthy()
    const time = box.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('05:46')
    expect(time?.textContent).toBe('05:46')
    const everything = [
      island.textContent,
      ...[...island.querySelectorAll('[aria-label]')].map((each) => each.getAttribute('aria-label')),
    ].join(' ')
    for (const word of englishWords) expect(everything).not.toContain(word)
  })
})

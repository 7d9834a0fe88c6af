// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'
import { drawGreeting, drawTyping } from './chat-draw.ts'

// The plain chat (chat-enhance.ts, drawing with chat-draw.ts) and the React chat (SiteChat) are put through the same
// visit, each on its own fresh page made of the same prerendered HTML; at every step their HTML must be the same.

const shell: ShellData = {
  ...testShell,
  chat: {
    accountName: 'Ruiru <Cleaning> & Co',
    chatMessage: 'Hello & welcome! <b>How</b> can we help?',
    messageDelay: 2,
    notificationDelay: 10,
    notificationClassName: 'my-badge',
    notificationStyle: { top: -4, backgroundColor: '#b00020' },
    buttonClassName: 'my-button  my-round',
    buttonStyle: { bottom: 90 },
    chatboxClassName: 'my-box',
    chatboxHeight: 400,
    darkMode: true,
  },
}

beforeEach(() => {
  vi.stubGlobal(
    'open',
    vi.fn<typeof window.open>(() => null),
  )
  sessionStorage.clear()
})

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

/** The chat's island as the prerender writes it, drawn by modules loaded afresh (as on the server). */
async function prerenderedChat(): Promise<string> {
  vi.resetModules()
  const { ShellContext } = await import('../../ui/shell-context.tsx')
  const { SiteChat } = await import('./SiteChat.tsx')
  return renderToString(
    <ShellContext.Provider value={shell}>
      <SiteChat />
    </ShellContext.Provider>,
  )
}

/** Brings the prerendered chat in `island` to life on a fresh page, one way or the other. */
type Start = (island: HTMLElement) => Promise<() => void>

const plainChat: Start = async (island) => {
  vi.resetModules()
  const { enhanceChat } = await import('./chat-enhance.ts')
  enhanceChat(island, shell)
  return () => undefined
}

const reactChat: Start = async (island) => {
  vi.resetModules()
  const { ShellContext } = await import('../../ui/shell-context.tsx')
  const { SiteChat } = await import('./SiteChat.tsx')
  const element = (
    <ShellContext.Provider value={shell}>
      <SiteChat />
    </ShellContext.Provider>
  )
  let root: Root | undefined
  act(() => {
    root = hydrateRoot(island, element)
  })
  return () => act(() => root?.unmount())
}

/**
 * The island's HTML with each style attribute as the browser reads it: React in the browser writes styles through
 * the CSSOM ("top: -4px;"), the plain badge as the prerender would ("top:-4px"), which React also hydrates quietly.
 */
function htmlOf(island: HTMLElement): string {
  const copy = island.cloneNode(true) as HTMLElement
  for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) styled.setAttribute('style', styled.style.cssText)
  return copy.innerHTML
}

/** One visit: badge, open, typing, greeting, a message sent, Escape, a wait, a second opening, Close chat. */
async function visit(start: Start): Promise<Record<string, string>> {
  const html = await prerenderedChat()
  vi.useFakeTimers({ now: new Date(2025, 5, 2, 9, 5, 0) })
  const island = document.createElement('div')
  island.innerHTML = html
  document.body.append(island)
  const stop = await start(island)
  const $ = <E extends Element>(selector: string) => island.querySelector(selector) as E
  const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000))
  const steps: Record<string, string> = {}
  const step = (name: string) => (steps[name] = htmlOf(island))

  step('closed, as prerendered')
  seconds(10)
  step('with the badge')
  act(() => $<HTMLButtonElement>('.floating-whatsapp-button').click())
  step('open, typing')
  seconds(2)
  step('greeting')
  fireEvent.change($('input'), { target: { value: 'Hi & bye' } })
  act(() => $<HTMLButtonElement>('button[type="submit"]').click())
  step('message sent')
  fireEvent.keyDown($('input'), { key: 'Escape' })
  step('closed by Escape')
  seconds(120)
  step('a while later')
  act(() => $<HTMLButtonElement>('.floating-whatsapp-button').click())
  seconds(2)
  step('greeting again')
  act(() => $<HTMLButtonElement>('.floating-whatsapp-chatbox__close').click())
  step('closed by Close chat')
  stop()
  island.remove()
  vi.useRealTimers()
  return steps
}

describe('the plain chat draws what the React chat draws', () => {
  it('at every step of a visit, the island’s HTML is the same', async () => {
    const react = await visit(reactChat)
    const plain = await visit(plainChat)
    expect(Object.keys(plain)).toHaveLength(9)
    for (const [name, html] of Object.entries(react))
      expect({ step: name, html: plain[name] }).toEqual({ step: name, html })
    // The steps the visit means to reach, so that the comparison cannot pass on two chats that never moved.
    expect(react['with the badge']).toContain('aria-hidden="true">1</span>')
    expect(react['open, typing']).toContain('Ruiru &lt;Cleaning&gt; &amp; Co is typing…')
    expect(react['greeting']).toContain('<time class="floating-whatsapp-chatbox__time" datetime="09:05">')
    expect(react['greeting again']).toContain('datetime="09:07"')
    expect(react['a while later']).not.toContain('floating-whatsapp-notification')
    expect(react['closed by Close chat']).toMatch(/role="dialog"[^>]*hidden=""/)
  })
})

describe('drawTyping and drawGreeting', () => {
  it('write the name and the greeting as text, never as markup', () => {
    const typing = drawTyping('<i>Ruiru</i>')
    const greeting = drawGreeting('A & B <b>bold</b>', new Date(2025, 5, 2, 14, 5))
    expect(typing.textContent).toBe('<i>Ruiru</i> is typing…')
    expect(greeting.querySelector('p')?.textContent).toBe('A & B <b>bold</b>')
    expect(typing.querySelector('i')).toBeNull()
    expect(greeting.querySelector('b')).toBeNull()
    expect(greeting.querySelector('time')?.getAttribute('datetime')).toBe('14:05')
  })
})

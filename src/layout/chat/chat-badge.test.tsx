// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ShellData } from '../../model/site-data.ts'
import { testShell } from '../../testing/test-shell.ts'

const audios: { src: string; play: Mock<() => Promise<void>> }[] = []
let consoleError: Mock<typeof console.error>
let island: HTMLElement
let root: Root | undefined

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers()
  audios.length = 0
  vi.stubGlobal(
    'Audio',
    class {
      currentTime = 0
      play = vi.fn<() => Promise<void>>(() => Promise.resolve())
      constructor(public src: string) {
        audios.push(this)
      }
      getAttribute() {
        return this.src
      }
    },
  )
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  island.remove()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const withChat = (chat: ShellData['chat']): ShellData => ({ ...testShell, chat })

/** The chat as its island draws it, from modules loaded anew: the server's, or a fresh page's in the browser. */
async function chatIsland(shell: ShellData) {
  vi.resetModules()
  const { ShellContext } = await import('../../ui/shell-context.tsx')
  const { SiteChat } = await import('./SiteChat.tsx')
  return (
    <ShellContext.Provider value={shell}>
      <SiteChat />
    </ShellContext.Provider>
  )
}

/** The chat's island as the prerender writes it, on a fresh page whose plain part has started. */
async function pageWithChat(shell: ShellData) {
  const html = renderToString(await chatIsland(shell))
  const chatElement = await chatIsland(shell)
  const { startChatNotifications } = await import('./chat-badge.ts')
  island = document.createElement('div')
  island.innerHTML = html
  document.body.append(island)
  startChatNotifications(island, shell)
  return {
    toggle: () => island.querySelector('button') as HTMLButtonElement,
    badges: () => island.querySelectorAll('.floating-whatsapp-notification'),
    /** The React chat taking over, as the island runtime hydrates it when the visitor reaches for it. */
    hydrate: () =>
      act(() => {
        root = hydrateRoot(island, chatElement)
      }),
  }
}

const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000))

describe('the chat notification before React (chat-badge.ts)', () => {
  it('N2, N4: shows the badge on the prerendered toggle after notificationDelay, and names it', async () => {
    const page = await pageWithChat(
      withChat({ notificationDelay: 10, notificationClassName: 'my-badge', notificationStyle: { top: -4 } }),
    )
    expect(page.toggle().getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp')
    seconds(9.9)
    expect(page.badges()).toHaveLength(0)
    seconds(0.1)
    expect(page.toggle().getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp, 1 new message')
    const [badge] = page.badges()
    expect(badge?.textContent).toBe('1')
    expect(badge?.getAttribute('aria-hidden')).toBe('true')
    expect(badge?.className).toBe('floating-whatsapp-notification my-badge')
    expect((badge as HTMLElement).style.top).toBe('-4px')
    seconds(100)
    expect(page.badges()).toHaveLength(1)
  })

  it('N1: with notification false nothing is drawn and no timer runs', async () => {
    const page = await pageWithChat(withChat({ notification: false, notificationDelay: 10 }))
    expect(vi.getTimerCount()).toBe(0)
    seconds(600)
    expect(page.badges()).toHaveLength(0)
  })

  it('N5: the sound plays on each firing only after the visitor has interacted', async () => {
    await pageWithChat(withChat({ notificationDelay: 10, notificationSound: true, notificationSoundSrc: '/ding.wav' }))
    seconds(10)
    expect(audios).toEqual([])
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    seconds(20)
    expect(audios.map((audio) => audio.src)).toEqual(['/ding.wav'])
    expect(audios[0]?.play).toHaveBeenCalledTimes(2)
  })

  it('N2: a delay under 10 seconds is logged once, also after React takes over, and nothing fires', async () => {
    const page = await pageWithChat(withChat({ notificationDelay: 5 }))
    page.hydrate()
    seconds(600)
    expect(page.badges()).toHaveLength(0)
    expect(consoleError.mock.calls).toEqual([['notificationDelay prop value must be at least 10 seconds.']])
  })

  it('N3, N4: React takes over the badge it finds without a hydration warning, and carries on a full delay after the last firing', async () => {
    const page = await pageWithChat(
      withChat({ notificationDelay: 10, notificationLoop: 3, notificationStyle: { top: -4 } }),
    )
    seconds(14)
    page.hydrate()
    expect(consoleError).not.toHaveBeenCalled()
    expect(page.badges()).toHaveLength(1)
    expect(page.toggle().getAttribute('aria-label')).toBe('Chat with Test Cleaners on WhatsApp, 1 new message')
    act(() => page.toggle().click())
    expect(page.badges()).toHaveLength(0)
    expect(page.toggle().getAttribute('aria-expanded')).toBe('true')
    seconds(600)
    expect(page.badges()).toHaveLength(0)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('N3: after the takeover only React fires, at the plain timer’s times, and the loop counts both', async () => {
    const page = await pageWithChat(withChat({ notificationDelay: 10, notificationLoop: 2 }))
    seconds(14)
    page.hydrate()
    const progress = (await import('./page-notifications.ts')).takeOverNotifications()
    seconds(5.9)
    expect(progress?.fired).toBe(1)
    seconds(0.1)
    expect(progress?.fired).toBe(2)
    expect(page.badges()).toHaveLength(1)
    seconds(600)
    expect(progress?.fired).toBe(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('N1: once React has taken over (the tab left the chat open), the plain part starts nothing', async () => {
    const { takeOverNotifications } = await import('./page-notifications.ts')
    expect(takeOverNotifications()).toBeUndefined()
    const { startChatNotifications } = await import('./chat-badge.ts')
    island = document.createElement('div')
    island.innerHTML =
      '<div class="floating-whatsapp"><button type="button" class="floating-whatsapp-button"></button></div>'
    startChatNotifications(island, withChat({ notificationDelay: 10 }))
    expect(vi.getTimerCount()).toBe(0)
  })
})

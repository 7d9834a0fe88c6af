// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startIsland, startIslandTimers } from './start-island.ts'

const { hydrateIsland, startChatNotifications, enhanceChat, enhanceNavDropdown, enhanceFaq, shell } = vi.hoisted(
  () => ({
    hydrateIsland: vi.fn<(island: HTMLElement) => Promise<void>>(() => Promise.resolve()),
    startChatNotifications: vi.fn<(island: HTMLElement, shell: object) => void>(),
    enhanceChat: vi.fn<(island: HTMLElement, shell: object) => void>(),
    enhanceNavDropdown: vi.fn<(island: HTMLElement) => void>(),
    enhanceFaq: vi.fn<(island: HTMLElement) => void>(),
    shell: { business: { name: 'Test Cleaners' } },
  }),
)
vi.mock('./hydrate.tsx', () => ({ hydrateIsland }))
vi.mock('./page-context.ts', () => ({ loadShell: () => Promise.resolve(shell) }))
vi.mock('../layout/chat/chat-badge.ts', () => ({ startChatNotifications }))
vi.mock('../layout/chat/chat-enhance.ts', () => ({ enhanceChat }))
vi.mock('../layout/nav-dropdown-enhance.ts', () => ({ enhanceNavDropdown }))
vi.mock('../layout/faq-enhance.ts', () => ({ enhanceFaq }))

const islandNamed = (name: string) => {
  const island = document.createElement('div')
  island.dataset.island = name
  return island
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('startIslandTimers', () => {
  it('starts the chat’s notification as plain code, once, and leaves the chat itself waiting for the visitor', async () => {
    const chat = islandNamed('chat')
    await Promise.all([startIslandTimers(chat), startIslandTimers(chat)])
    expect(startChatNotifications.mock.calls).toEqual([[chat, shell]])
    expect(hydrateIsland).not.toHaveBeenCalled()
    expect(chat.hasAttribute('data-hydrated')).toBe(false)
  })

  it('leaves the deadline of the plain chat without effect once the visitor has brought it to life', async () => {
    const chat = islandNamed('chat')
    await startIsland(chat)
    await startIslandTimers(chat)
    expect(enhanceChat.mock.calls).toEqual([[chat, shell]])
    expect(startChatNotifications).not.toHaveBeenCalled()
  })

  it('starts nothing for a chat that is alive already: it keeps its own timers', async () => {
    const chat = islandNamed('chat')
    chat.setAttribute('data-hydrated', '')
    await startIslandTimers(chat)
    expect(startChatNotifications).not.toHaveBeenCalled()
    expect(hydrateIsland).not.toHaveBeenCalled()
  })

  it('starts the whole island when it has no plain timers', async () => {
    const calendar = islandNamed('booking-calendar')
    await startIslandTimers(calendar)
    expect(hydrateIsland.mock.calls).toEqual([[calendar]])
    expect(startChatNotifications).not.toHaveBeenCalled()
  })
})

describe('startIsland', () => {
  it.each([
    ['nav-dropdown', enhanceNavDropdown],
    ['faq', enhanceFaq],
  ])('brings the %s island to life with plain code, once, without React', async (name, enhance) => {
    const island = islandNamed(name)
    await Promise.all([startIsland(island), startIsland(island)])
    expect(enhance.mock.calls.map(([enhanced]) => enhanced)).toEqual([island])
    expect(island.hasAttribute('data-hydrated')).toBe(true)
    expect(hydrateIsland).not.toHaveBeenCalled()
  })

  it('brings the chat to life with plain code and the site’s chat options, once, without React', async () => {
    const chat = islandNamed('chat')
    await Promise.all([startIsland(chat), startIsland(chat)])
    expect(enhanceChat.mock.calls).toEqual([[chat, shell]])
    expect(chat.hasAttribute('data-hydrated')).toBe(true)
    expect(hydrateIsland).not.toHaveBeenCalled()
  })

  it('hydrates an island that has no plain code with React', async () => {
    const calendar = islandNamed('booking-calendar')
    await startIsland(calendar)
    expect(hydrateIsland.mock.calls).toEqual([[calendar]])
  })
})

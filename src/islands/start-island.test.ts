// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startIslandTimers } from './start-island.ts'

const { hydrateIsland, startChatNotifications, shell } = vi.hoisted(() => ({
  hydrateIsland: vi.fn<(island: HTMLElement) => Promise<void>>(() => Promise.resolve()),
  startChatNotifications: vi.fn<(island: HTMLElement, shell: object) => void>(),
  shell: { business: { name: 'Test Cleaners' } },
}))
vi.mock('./hydrate.tsx', () => ({ hydrateIsland }))
vi.mock('./page-context.ts', () => ({ loadShell: () => Promise.resolve(shell) }))
vi.mock('../layout/chat/chat-badge.ts', () => ({ startChatNotifications }))

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

  it('starts nothing for a chat that is alive already: it keeps its own timers', async () => {
    const chat = islandNamed('chat')
    chat.setAttribute('data-hydrated', '')
    await startIslandTimers(chat)
    expect(startChatNotifications).not.toHaveBeenCalled()
    expect(hydrateIsland).not.toHaveBeenCalled()
  })

  it('starts the whole island when it has no plain timers', async () => {
    const faq = islandNamed('faq')
    await startIslandTimers(faq)
    expect(hydrateIsland.mock.calls).toEqual([[faq]])
    expect(startChatNotifications).not.toHaveBeenCalled()
  })
})

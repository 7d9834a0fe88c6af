// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startIsland, startIslandTimers, startPlainIsland, stopPlainIsland } from './start-island.ts'

const { startChatNotifications, startChat, enhanceNavDropdown, enhanceFaq, shell } = vi.hoisted(() => ({
  startChatNotifications: vi.fn<(island: HTMLElement) => void>(),
  startChat: vi.fn<(island: HTMLElement) => () => void>(() => () => undefined),
  enhanceNavDropdown: vi.fn<(island: HTMLElement) => (() => void) | undefined>(),
  enhanceFaq: vi.fn<(island: HTMLElement, loadShell: () => Promise<object>) => void>(),
  shell: { business: { name: 'Test Cleaners' } },
}))
vi.mock('./page-context.ts', () => ({ loadShell: () => Promise.resolve(shell) }))
vi.mock('../layout/chat/badge/chat-badge.ts', () => ({ startChatNotifications }))
vi.mock('../layout/chat/chat-behaviour.ts', () => ({ startChat }))
vi.mock('../layout/nav-dropdown-enhance.ts', () => ({ enhanceNavDropdown }))
vi.mock('../ui/faq/faq-enhance.ts', () => ({ enhanceFaq }))

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
    expect(startChatNotifications.mock.calls).toEqual([[chat]])
    expect(chat.hasAttribute('data-hydrated')).toBe(false)
  })

  it('leaves the deadline of the plain chat without effect once the visitor has brought it to life', async () => {
    const chat = islandNamed('chat')
    await startIsland(chat)
    await startIslandTimers(chat)
    expect(startChat.mock.calls).toEqual([[chat]])
    expect(startChatNotifications).not.toHaveBeenCalled()
  })

  it('starts nothing for a chat that is alive already: it keeps its own timers', async () => {
    const chat = islandNamed('chat')
    chat.setAttribute('data-hydrated', '')
    await startIslandTimers(chat)
    expect(startChatNotifications).not.toHaveBeenCalled()
  })

  it('starts the whole island when it has no timers of its own', async () => {
    const faq = islandNamed('faq')
    await startIslandTimers(faq)
    expect(enhanceFaq.mock.calls.map(([enhanced]) => enhanced)).toEqual([faq])
    expect(startChatNotifications).not.toHaveBeenCalled()
  })
})

describe('startIsland', () => {
  it.each([
    ['nav-dropdown', enhanceNavDropdown],
    ['faq', enhanceFaq],
  ])('brings the %s island to life with plain code, once', async (name, enhance) => {
    const island = islandNamed(name)
    await Promise.all([startIsland(island), startIsland(island)])
    expect(enhance.mock.calls.map(([enhanced]) => enhanced)).toEqual([island])
    expect(island.hasAttribute('data-hydrated')).toBe(true)
  })

  it('brings the chat to life with plain code, once, from its own markup', async () => {
    const chat = islandNamed('chat')
    await Promise.all([startIsland(chat), startIsland(chat)])
    expect(startChat.mock.calls).toEqual([[chat]])
    expect(chat.hasAttribute('data-hydrated')).toBe(true)
  })

  it('keeps what stops the chat, for the editor’s preview to stop it when it draws another page', async () => {
    const stop = vi.fn<() => void>()
    startChat.mockReturnValueOnce(stop)
    const chat = islandNamed('chat')
    await startPlainIsland(chat)
    stopPlainIsland(chat)
    expect(stop).toHaveBeenCalledOnce()
  })

  it('says which island the build does not know, and loads no other code for it', async () => {
    await expect(startIsland(islandNamed('booking-calendar'))).rejects.toThrow(
      'The page has an island "booking-calendar" that this build does not know.',
    )
  })
})

describe('startPlainIsland', () => {
  it('hands the behaviour the shell it is given (the draft the editor’s preview draws) instead of the page’s', async () => {
    const draft = { business: { name: 'Draft Cleaners' } }
    const faq = islandNamed('faq')
    await startPlainIsland(faq, () => Promise.resolve(draft as never))
    const [, loadShell] = enhanceFaq.mock.lastCall ?? []
    expect(await loadShell?.()).toBe(draft)
  })

  it('stops a behaviour that says how, once', async () => {
    const stop = vi.fn<() => void>()
    enhanceNavDropdown.mockReturnValueOnce(stop)
    const menu = islandNamed('nav-dropdown')
    await startPlainIsland(menu)
    stopPlainIsland(menu)
    stopPlainIsland(menu)
    expect(stop).toHaveBeenCalledOnce()
  })

  it('starts nothing for an island the build does not know', () => {
    expect(startPlainIsland(islandNamed('booking-calendar'))).toBeUndefined()
  })
})

import type { LayoutIsland } from '../layout-island.ts'

/** The floating WhatsApp chat: its badge's timers start first, the chat box when the visitor reaches for it. */
export const chatIsland: LayoutIsland = {
  behaviour: () => import('./chat-behaviour.ts').then((module) => (island: HTMLElement) => module.startChat(island)),
  startTimers: (island) => import('./badge/chat-badge.ts').then((chat) => chat.startChatNotifications(island)),
}

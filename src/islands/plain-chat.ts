import { enhanceChat } from '../layout/chat/chat-enhance.ts'
import { loadShell } from './page-context.ts'

/**
 * The chat island's plain code for the island runtime: resolves, once the page's shell (the chat's options) is here,
 * to what brings a prerendered chat to life, so that a tap replayed after it finds the chat alive.
 */
export async function loadChatEnhance(): Promise<(island: HTMLElement) => void> {
  const shell = await loadShell()
  return (island) => enhanceChat(island, shell)
}

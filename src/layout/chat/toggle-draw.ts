import { styleText } from './css-style.ts'

// The chat's toggle as FloatingWhatsApp draws it: its name, its classes and its badge (chat-draw.test.tsx holds
// the two to the same HTML).

/** Class names as FloatingWhatsApp joins them: the ones given, in order, with the empty ones left out. */
export const joinClasses = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ')

/** A1: the toggle's accessible name, which tells of the badge while it shows. */
export const toggleLabel = (accountName: string, hasBadge: boolean): string =>
  `Chat with ${accountName} on WhatsApp${hasBadge ? ', 1 new message' : ''}`

/** How the site's `chat:` options dress the badge. */
export interface BadgeLook {
  className?: string
  style?: Record<string, string | number>
}

/** N4: the "1" on the toggle, and the toggle's name telling of it; drawn once however often it fires. */
export function showBadge(toggle: HTMLButtonElement, accountName: string, { className, style }: BadgeLook = {}) {
  toggle.setAttribute('aria-label', toggleLabel(accountName, true))
  if (toggle.querySelector('.floating-whatsapp-notification')) return
  const badge = document.createElement('span')
  badge.className = joinClasses('floating-whatsapp-notification', className)
  badge.textContent = '1'
  if (style) badge.setAttribute('style', styleText(style))
  badge.setAttribute('aria-hidden', 'true')
  toggle.append(badge)
}

/** Takes the badge away and its words from the toggle's name. */
export function hideBadge(toggle: HTMLButtonElement, accountName: string) {
  toggle.querySelector('.floating-whatsapp-notification')?.remove()
  toggle.setAttribute('aria-label', toggleLabel(accountName, false))
}

import type { ShellData } from '../../model/site-data.ts'
import { styleText } from './css-style.ts'
import { chatDefaults } from './defaults.ts'
import { freshProgress, startNotificationTimer } from './notification-timer.ts'
import { runUntilTakenOver } from './page-notifications.ts'
import { createSoundPlayer } from './sound-player.ts'

/** The "1" on the prerendered toggle, drawn as FloatingWhatsApp draws it, so that React finds its own markup. */
function showBadge(
  button: HTMLButtonElement,
  accountName: string,
  className?: string,
  style?: Record<string, string | number>,
) {
  button.setAttribute('aria-label', `Chat with ${accountName} on WhatsApp, 1 new message`)
  if (button.querySelector('.floating-whatsapp-notification')) return
  const badge = document.createElement('span')
  badge.className = ['floating-whatsapp-notification', className].filter(Boolean).join(' ')
  if (style) badge.setAttribute('style', styleText(style))
  badge.setAttribute('aria-hidden', 'true')
  badge.textContent = '1'
  button.append(badge)
}

/**
 * N1–N5 before the chat's React code is here: the site's chat notifications (`shell.chat`) run as plain code on the
 * prerendered toggle in `island`, counted from the start of the page load as SiteChat counts them, until the React
 * chat takes over from the same progress (page-notifications.ts).
 */
export function startChatNotifications(island: HTMLElement, { business, chat = {} }: ShellData): void {
  const button = island.querySelector<HTMLButtonElement>('button.floating-whatsapp-button')
  const {
    notification = chatDefaults.notification,
    notificationDelay = chatDefaults.notificationDelay,
    notificationLoop = chatDefaults.notificationLoop,
    notificationSound = chatDefaults.notificationSound,
    notificationSoundSrc = chatDefaults.notificationSoundSrc,
  } = chat
  if (!notification || !button) return
  const accountName = chat.accountName ?? business.name
  runUntilTakenOver(() => {
    const progress = freshProgress()
    const sound = createSoundPlayer(progress)
    const stopListening = notificationSound ? sound.listen() : () => undefined
    const stopTimer = startNotificationTimer({
      delaySeconds: notificationDelay,
      loop: notificationLoop,
      startedAt: () => 0,
      progress,
      fire: () => {
        showBadge(button, accountName, chat.notificationClassName, chat.notificationStyle)
        if (notificationSound) sound.play(notificationSoundSrc)
      },
    })
    return {
      progress,
      stop: () => {
        stopTimer()
        stopListening()
      },
    }
  })
}

import type { ShellData } from '../../model/site-data.ts'
import { showBadge } from './toggle-draw.ts'
import { chatDefaults } from './defaults.ts'
import { freshProgress, startNotificationTimer } from './notification-timer.ts'
import { runUntilTakenOver } from './page-notifications.ts'
import { createSoundPlayer } from './sound-player.ts'

/**
 * N1–N5 as plain code: the site's chat notifications (`shell.chat`) run on the prerendered toggle in `island`, counted
 * from the start of the page load as SiteChat counts them, once per page, until the chat is first opened
 * (chat-enhance.ts) or a React chat takes over from the same progress (page-notifications.ts).
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
        showBadge(button, accountName, { className: chat.notificationClassName, style: chat.notificationStyle })
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

import { chatClass } from '../chat-classes.ts'
import { readChatOptions } from '../chat-options.ts'
import { startNotificationTimer } from './notification-timer.ts'
import { createSoundPlayer } from './sound-player.ts'
import { badgeLabelAttribute } from '../toggle-label.ts'

/** The notifications of one chat on this page (N1–N5). */
export interface ChatNotifications {
  /** Starts them, unless they run already or have ended. */
  start(): void
  /** N1: the chat was opened (or leaves the page): the badge goes, and no notification comes again. */
  end(): void
  /** N4: called on each firing. */
  onNotification?: () => void
}

const notificationsByRoot = new WeakMap<HTMLElement, ChatNotifications>()

/**
 * The notifications of the chat whose markup (FloatingWhatsApp.tsx) is in `island`, the same for whoever asks: the
 * page's deadline starts them with this small module alone, and the chat's behaviour ends them when it first opens.
 */
export function chatNotificationsOf(island: HTMLElement): ChatNotifications | undefined {
  const root = island.querySelector<HTMLElement>(`.${chatClass.root}`)
  const toggle = root?.querySelector<HTMLButtonElement>(`.${chatClass.toggle}`)
  if (!root || !toggle) return undefined
  let notifications = notificationsByRoot.get(root)
  if (!notifications) notificationsByRoot.set(root, (notifications = notificationsOf(root, toggle)))
  return notifications
}

function notificationsOf(root: HTMLElement, toggle: HTMLButtonElement): ChatNotifications {
  let state: 'waiting' | 'running' | 'ended' = 'waiting'
  let stop: () => void = () => undefined
  const options = readChatOptions(root)
  // Both names as the markup wrote them, in the page's words.
  const label = toggle.getAttribute('aria-label') ?? ''
  const badgeLabel = toggle.getAttribute(badgeLabelAttribute) ?? label
  const showBadge = (isShown: boolean) => {
    const badge = toggle.querySelector<HTMLElement>(`.${chatClass.badge}`)
    if (badge) badge.hidden = !isShown
    toggle.setAttribute('aria-label', isShown ? badgeLabel : label)
  }
  const notifications: ChatNotifications = {
    start() {
      if (state !== 'waiting' || !options.notification) return
      state = 'running'
      const sound = createSoundPlayer()
      const stopListening = options.notificationSound ? sound.listen() : () => undefined
      const stopTimer = startNotificationTimer({
        delaySeconds: options.notificationDelay,
        loop: options.notificationLoop,
        fire: () => {
          showBadge(true)
          if (options.notificationSound) sound.play(options.notificationSoundSrc)
          notifications.onNotification?.()
        },
      })
      stop = () => {
        stopTimer()
        stopListening()
      }
    },
    end() {
      if (state === 'running') showBadge(false)
      state = 'ended'
      stop()
    },
  }
  return notifications
}

/** N1–N5 on the prerendered chat in `island`, before (and without) the rest of its code: what its deadline starts. */
export function startChatNotifications(island: HTMLElement): void {
  chatNotificationsOf(island)?.start()
}

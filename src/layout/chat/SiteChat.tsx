import { useState, type CSSProperties } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { FloatingWhatsApp } from './FloatingWhatsApp.tsx'
import { takeOverNotifications } from './page-notifications.ts'
import { chatOpenStateKey } from './remembered-open.ts'

export { chatOpenStateKey } from './remembered-open.ts'

/**
 * The chat of site.yaml: the `chat:` options, sending to business.whatsapp unless `chat.phoneNumber` says otherwise.
 * Open or closed, it stays as the visitor left it from page to page, and its notification counts from the start of
 * the page load however late the widget starts. Notifications the page's plain code started (chat-badge.ts) stop as
 * it first draws, before it claims the toggle, and it carries on from where they got.
 */
export function SiteChat() {
  const { business, chat = {} } = useShell()
  const [notificationsSoFar] = useState(takeOverNotifications)
  const { phoneNumber, accountName, style, buttonStyle, notificationStyle, chatboxStyle, ...options } = chat
  return (
    <FloatingWhatsApp
      {...options}
      phoneNumber={phoneNumber ?? business.whatsapp}
      accountName={accountName ?? business.name}
      style={style as CSSProperties | undefined}
      buttonStyle={buttonStyle as CSSProperties | undefined}
      notificationStyle={notificationStyle as CSSProperties | undefined}
      chatboxStyle={chatboxStyle as CSSProperties | undefined}
      openStateKey={chatOpenStateKey}
      startedAt={0}
      notificationsSoFar={notificationsSoFar}
    />
  )
}

import type { CSSProperties } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { FloatingWhatsApp } from './FloatingWhatsApp.tsx'
import { chatOpenStateKey } from './remembered-open.ts'

export { chatOpenStateKey } from './remembered-open.ts'

/**
 * The chat of site.yaml: the `chat:` options, sending to business.whatsapp unless `chat.phoneNumber` says otherwise,
 * named after the business unless `chat.accountName` does. Open or closed, it stays as the visitor left it from page
 * to page of the tab.
 */
export function SiteChat() {
  const { business, chat = {} } = useShell()
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
    />
  )
}

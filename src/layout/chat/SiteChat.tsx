import type { CSSProperties } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { FloatingWhatsApp } from './FloatingWhatsApp.tsx'

/** The chat of site.yaml: the `chat:` options, sending to business.whatsapp unless `chat.phoneNumber` says otherwise. */
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
    />
  )
}

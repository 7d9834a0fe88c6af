import type { CSSProperties } from 'react'
import { useShell } from '../../ui/shell-context.tsx'
import { FloatingWhatsApp } from './FloatingWhatsApp.tsx'
import { chatOpenStateKey } from './remembered-open.ts'
import { timeZoneOf } from '../../model/time/local-time.ts'

export { chatOpenStateKey } from './remembered-open.ts'

/**
 * The chat of site.yaml: the `chat:` options, sending to business.whatsapp unless `chat.phoneNumber` says otherwise,
 * named after the business unless `chat.accountName` does, in the page's words and language. Open or closed, it stays as the visitor left it from page
 * to page of the tab.
 */
export function SiteChat() {
  const { business, chat = {}, words } = useShell()
  const { phoneNumber, accountName, style, buttonStyle, notificationStyle, chatboxStyle, ...options } = chat
  return (
    <FloatingWhatsApp
      {...options}
      phoneNumber={phoneNumber ?? business.whatsapp}
      accountName={accountName ?? business.name}
      words={words}
      locale={business.locale}
      timeZone={timeZoneOf(business)}
      style={style as CSSProperties | undefined}
      buttonStyle={buttonStyle as CSSProperties | undefined}
      notificationStyle={notificationStyle as CSSProperties | undefined}
      chatboxStyle={chatboxStyle as CSSProperties | undefined}
      openStateKey={chatOpenStateKey}
    />
  )
}

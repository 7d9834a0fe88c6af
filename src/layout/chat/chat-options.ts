import type { ShellData } from '../../model/site-data.ts'
import { chatDefaults } from './defaults.ts'

/**
 * What the plain chat does with `chat:` of site.yaml, as SiteChat passes it to FloatingWhatsApp: sending to
 * business.whatsapp and named after the business unless the chat says otherwise, with the widget's defaults.
 */
export function chatOptionsOf({ business, chat = {} }: ShellData) {
  return {
    phoneNumber: chat.phoneNumber ?? business.whatsapp,
    accountName: chat.accountName ?? business.name,
    chatMessage: chat.chatMessage ?? chatDefaults.chatMessage,
    messageDelay: chat.messageDelay ?? chatDefaults.messageDelay,
    allowEsc: chat.allowEsc ?? chatDefaults.allowEsc,
    allowClickAway: chat.allowClickAway ?? chatDefaults.allowClickAway,
    buttonClassName: chat.buttonClassName,
  }
}

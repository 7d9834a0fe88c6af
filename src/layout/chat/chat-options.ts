import { chatDefaults } from './defaults.ts'

/**
 * The options the chat's behaviour acts on, as its markup (FloatingWhatsApp.tsx) writes them on the chat's root for
 * the behaviour to read: the same in a prerendered page and in the editor's preview, with no other data to fetch.
 * Only the options given are written; the behaviour takes the widget's defaults for the others.
 */
export interface ChatBehaviourOptions {
  /** Every non-digit is dropped from the link (L1). */
  phoneNumber: string
  accountName: string
  messageDelay: number
  allowClickAway: boolean
  allowEsc: boolean
  notification: boolean
  notificationDelay: number
  notificationLoop: number
  notificationSound: boolean
  notificationSoundSrc: string
  /** The sessionStorage key under which the chat remembers being left open (S7); without it, nothing is kept. */
  openStateKey?: string
  /** The page's language, which the greeting's time is written in; the device's way when left out. */
  locale?: string
  /** The business's time zone, whose clock the greeting's time is on; the device's when left out. */
  timeZone?: string
}

type Given = Partial<ChatBehaviourOptions> & Pick<ChatBehaviourOptions, 'phoneNumber' | 'accountName'>

/** Each option, in the order the markup writes them: a new option fails to compile until it is listed here. */
const optionsInOrder: Record<keyof ChatBehaviourOptions, true> = {
  phoneNumber: true,
  accountName: true,
  messageDelay: true,
  allowClickAway: true,
  allowEsc: true,
  notification: true,
  notificationDelay: true,
  notificationLoop: true,
  notificationSound: true,
  notificationSoundSrc: true,
  openStateKey: true,
  locale: true,
  timeZone: true,
}

const attributeName = (option: string) => `data-${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** The behaviour's options among `options` (the chat's props), those given, as data attributes for the chat's root. */
export function chatDataAttributes(options: Given): Record<string, string> {
  const given = (Object.keys(optionsInOrder) as (keyof ChatBehaviourOptions)[]).filter(
    (option) => options[option] !== undefined,
  )
  return Object.fromEntries(given.map((option) => [attributeName(option), String(options[option])]))
}

const flag = (written: string | undefined, otherwise: boolean) =>
  written === undefined ? otherwise : written === 'true'
const number = (written: string | undefined, otherwise: number) => (written === undefined ? otherwise : Number(written))

/** The options the markup wrote on `root` (chatDataAttributes), with the defaults for the others. */
export function readChatOptions(root: HTMLElement): ChatBehaviourOptions {
  const data = root.dataset
  return {
    phoneNumber: data.phoneNumber ?? '',
    accountName: data.accountName ?? '',
    messageDelay: number(data.messageDelay, chatDefaults.messageDelay),
    allowClickAway: flag(data.allowClickAway, chatDefaults.allowClickAway),
    allowEsc: flag(data.allowEsc, chatDefaults.allowEsc),
    notification: flag(data.notification, chatDefaults.notification),
    notificationDelay: number(data.notificationDelay, chatDefaults.notificationDelay),
    notificationLoop: number(data.notificationLoop, chatDefaults.notificationLoop),
    notificationSound: flag(data.notificationSound, chatDefaults.notificationSound),
    notificationSoundSrc: data.notificationSoundSrc ?? chatDefaults.notificationSoundSrc,
    openStateKey: data.openStateKey,
    locale: data.locale,
    timeZone: data.timeZone,
  }
}

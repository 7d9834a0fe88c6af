import { useId, type CSSProperties } from 'react'
import { chatDefaults } from './defaults.ts'
import { Template } from '../../ui/Template.tsx'
import { chatClass } from './chat-classes.ts'
import { CloseIcon, SendIcon, WhatsappIcon } from './chat-icons.tsx'
import { chatDataAttributes } from './chat-options.ts'
import { badgeLabelAttribute, toggleLabel } from './toggle-label.ts'
import { fillWords } from '../../words/fill-words.ts'
import type { Words } from '../../words/words.ts'
import './floating-whatsapp.css'

/** Options of the floating WhatsApp chat (its rules, with the codes that comments and tests cite: docs/chat-widget.md). */
export interface FloatingWhatsAppProps {
  /** The WhatsApp number with its country code; every non-digit is dropped from the link (L1). */
  phoneNumber: string
  /** The name at the top of the chat box and in the button's accessible name. */
  accountName: string
  /** The words the chat writes itself, in the page's language: its buttons' names, and its texts left out here. */
  words: ChatWords
  /** The page's language, which the greeting's time is written in; the device's way when left out. */
  locale?: string
  /** The business's time zone, whose clock the greeting's time is on; the device's when left out. */
  timeZone?: string
  /** URL of a square picture beside the name, loaded as an image file (R3). */
  avatar?: string
  statusMessage?: string
  chatMessage?: string
  placeholder?: string
  /** Seconds of typing dots before the greeting, on every opening; 0 skips them. */
  messageDelay?: number
  /** Close on a pointer down outside the widget. */
  allowClickAway?: boolean
  /** Close on Escape anywhere on the page; inside the chat box Escape always closes it. */
  allowEsc?: boolean
  /** Show the "1" badge after `notificationDelay` seconds until the chat is first opened. */
  notification?: boolean
  /** Seconds from when the visitor first saw the page to the badge, and between repeats; at least 10. */
  notificationDelay?: number
  /** How many times the badge fires; 0 means without limit. */
  notificationLoop?: number
  notificationSound?: boolean
  /** URL of the notification sound. */
  notificationSoundSrc?: string
  notificationStyle?: CSSProperties
  /** Added to the class floating-whatsapp-notification. */
  notificationClassName?: string
  buttonStyle?: CSSProperties
  /** Added to the class floating-whatsapp-button. */
  buttonClassName?: string
  /** Height of the chat box in pixels, never more than the screen allows. */
  chatboxHeight?: number
  chatboxStyle?: CSSProperties
  /** Added to the class floating-whatsapp-chatbox. */
  chatboxClassName?: string
  darkMode?: boolean
  style?: CSSProperties
  /** Added to the class floating-whatsapp. */
  className?: string
  /** A sessionStorage key: with it the chat remembers, for the tab, whether it was left open, and reopens on the next page (S7). */
  openStateKey?: string
}

/** The product's words the chat writes. */
export type ChatWords = Pick<
  Words,
  | 'chatToggle'
  | 'chatToggleWithBadge'
  | 'chatClose'
  | 'chatTyping'
  | 'chatMessageTo'
  | 'chatSend'
  | 'chatStatus'
  | 'chatGreeting'
  | 'chatPlaceholder'
>

/** Class names joined: the ones given, in order, with the empty ones left out. */
const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ')

/**
 * A round WhatsApp button fixed to the corner of the page that opens a small chat box: the markup only, drawn closed
 * (R1) with everything the chat can show (the badge and the box hidden, the typing dots and the greeting in templates).
 * Its behaviour (chat-behaviour.ts) brings it to life on the public page and in the editor's preview alike.
 */
export function FloatingWhatsApp(props: FloatingWhatsAppProps) {
  const {
    accountName,
    avatar,
    words,
    statusMessage = words.chatStatus,
    chatMessage = words.chatGreeting,
    placeholder = words.chatPlaceholder,
    notification = chatDefaults.notification,
    notificationStyle,
    notificationClassName,
    buttonStyle,
    buttonClassName,
    chatboxHeight = chatDefaults.chatboxHeight,
    chatboxStyle,
    chatboxClassName,
    darkMode = chatDefaults.darkMode,
    style,
    className,
  } = props
  const id = useId()
  const ids = { box: `${id}chat`, name: `${id}name`, status: `${id}status`, input: `${id}input` }
  const behaviour = chatDataAttributes(props)
  const boxStyle = { '--fw-chatbox-height': `${chatboxHeight}px`, ...chatboxStyle } as CSSProperties

  return (
    <div className={classes(chatClass.root, darkMode && chatClass.dark, className)} style={style} {...behaviour}>
      <button
        type="button"
        className={classes(chatClass.toggle, chatClass.pulse, buttonClassName)}
        style={buttonStyle}
        aria-expanded={false}
        aria-controls={ids.box}
        aria-label={toggleLabel(words, accountName, false)}
        {...{ [badgeLabelAttribute]: notification ? toggleLabel(words, accountName, true) : undefined }}
      >
        <WhatsappIcon />
        {notification && (
          <span
            className={classes(chatClass.badge, notificationClassName)}
            style={notificationStyle}
            aria-hidden="true"
            hidden
          >
            1
          </span>
        )}
      </button>
      <div
        id={ids.box}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- non-modal and prerendered closed: a plain hidden box
        role="dialog"
        aria-labelledby={ids.name}
        aria-describedby={ids.status}
        hidden
        className={classes(chatClass.box, chatboxClassName)}
        style={boxStyle}
      >
        <div className={chatClass.header}>
          {avatar ? (
            <img className={chatClass.avatar} src={avatar} alt="" width={60} height={60} loading="lazy" />
          ) : (
            <span className={chatClass.avatar} aria-hidden="true">
              {accountName.charAt(0)}
            </span>
          )}
          <div className={chatClass.who}>
            <h2 id={ids.name} className={chatClass.name}>
              {accountName}
            </h2>
            <p id={ids.status} className={chatClass.status}>
              {statusMessage}
            </p>
          </div>
          <button type="button" className={chatClass.close} aria-label={words.chatClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={chatClass.body} aria-live="polite" />
        <Template>
          <div className={chatClass.typing}>
            <span className="visually-hidden">{fillWords(words.chatTyping, { name: accountName })}</span>
            <span className={chatClass.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </div>
        </Template>
        <Template>
          <div className={chatClass.bubble}>
            <p className={chatClass.message}>{chatMessage}</p>
            <time className={chatClass.time} />
          </div>
        </Template>
        <form className={chatClass.footer}>
          <label className="visually-hidden" htmlFor={ids.input}>
            {fillWords(words.chatMessageTo, { name: accountName })}
          </label>
          <input
            id={ids.input}
            className={chatClass.input}
            type="text"
            dir="auto"
            enterKeyHint="send"
            autoComplete="off"
            placeholder={placeholder}
            defaultValue=""
          />
          <button type="submit" className={chatClass.send} aria-label={words.chatSend}>
            <SendIcon />
          </button>
        </form>
      </div>
    </div>
  )
}

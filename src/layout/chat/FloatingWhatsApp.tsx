import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { openWhatsapp } from '../../model/whatsapp.ts'
import { chatDefaults } from './defaults.ts'
import { CloseIcon, SendIcon, WhatsappIcon } from './chat-icons.tsx'
import { joinClasses as classes, toggleLabel } from './toggle-draw.ts'
import { isoTime, shownTime } from './greeting-time.ts'
import { useGreeting } from './use-greeting.ts'
import { useDismiss } from './use-dismiss.ts'
import type { NotificationProgress } from './notification-timer.ts'
import { useNotification } from './use-notification.ts'
import { rememberOpen } from './remembered-open.ts'
import { useRestoredOpen } from './use-remembered-open.ts'
import './floating-whatsapp.css'

/** Options of the floating WhatsApp chat (its rules, with the codes that comments and tests cite: docs/chat-widget.md). */
export interface FloatingWhatsAppProps {
  /** The WhatsApp number with its country code; every non-digit is dropped from the link (L1). */
  phoneNumber: string
  /** The name at the top of the chat box and in the button's accessible name. */
  accountName: string
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
  /** Seconds before the badge and between repeats; at least 10. */
  notificationDelay?: number
  /**
   * When the wait for the first badge began, in milliseconds on the performance.now() clock: 0 counts from the
   * start of the page load, so a widget that starts late still notifies on time. Defaults to when it mounts.
   */
  startedAt?: number
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
  /** Called when the button opens the chat. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  /** Called when the chat closes, whatever closed it. */
  onClose?: () => void
  /** Called after a message was handed to WhatsApp, with the trimmed text that was sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, text: string) => void
  /** Called each time the notification badge fires. */
  onNotification?: () => void
  /**
   * How far the notifications got before this widget took over from code that ran them on its prerendered toggle:
   * the widget carries on from there, and its toggle already shows the badge when `badge` says so.
   */
  notificationsSoFar?: NotificationProgress
}

/**
 * A round WhatsApp button fixed to the corner of the page that opens a small chat box. Sending opens
 * WhatsApp with the typed message; nothing is sent to a server. Prerenders closed (R1).
 */
export function FloatingWhatsApp({
  phoneNumber,
  accountName,
  avatar,
  statusMessage = chatDefaults.statusMessage,
  chatMessage = chatDefaults.chatMessage,
  placeholder = chatDefaults.placeholder,
  messageDelay = chatDefaults.messageDelay,
  allowClickAway = chatDefaults.allowClickAway,
  allowEsc = chatDefaults.allowEsc,
  notification = chatDefaults.notification,
  notificationDelay = chatDefaults.notificationDelay,
  startedAt,
  notificationLoop = chatDefaults.notificationLoop,
  notificationSound = chatDefaults.notificationSound,
  notificationSoundSrc = chatDefaults.notificationSoundSrc,
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
  openStateKey,
  onClick,
  onClose,
  onSubmit,
  onNotification,
  notificationsSoFar,
}: FloatingWhatsAppProps) {
  const [isOpen, setOpen] = useState(false)
  const [openedOnce, setOpenedOnce] = useState(false)
  const [message, setMessage] = useState('')
  // Read by handlers that may run twice for one key press (the box and the document), so close() runs once.
  const openNow = useRef(false)
  // A5 is for an opening by the visitor: a chat reopened on a new page leaves focus where it is.
  const shouldFocusInput = useRef(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const ids = { box: `${id}chat`, name: `${id}name`, status: `${id}status`, input: `${id}input` }

  const greeting = useGreeting(messageDelay)
  const { badge, clearBadge } = useNotification({
    active: notification && !openedOnce,
    delaySeconds: notificationDelay,
    startedAt,
    loop: notificationLoop,
    sound: notificationSound,
    soundSrc: notificationSoundSrc,
    onNotification,
    soFar: notificationsSoFar,
  })

  const show = (isByVisitor: boolean) => {
    openNow.current = true
    shouldFocusInput.current = isByVisitor
    setOpen(true)
    setOpenedOnce(true)
    clearBadge()
    if (isByVisitor) greeting.start()
    else greeting.show()
  }

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    show(true)
    rememberOpen(openStateKey, true)
    onClick?.(event)
  }

  // A5: once the box is no longer hidden, the visitor can type straight away.
  useEffect(() => {
    if (isOpen && shouldFocusInput.current) input.current?.focus()
  }, [isOpen])

  const close = (returnFocus: boolean) => {
    if (!openNow.current) return
    openNow.current = false
    setOpen(false)
    greeting.stop()
    rememberOpen(openStateKey, false)
    onClose?.()
    if (returnFocus) toggle.current?.focus()
  }

  useRestoredOpen(openStateKey, (wasLeftOpen) => {
    if (wasLeftOpen && !openNow.current) show(false)
    if (!wasLeftOpen) close(false)
  })

  useDismiss({
    isOpen,
    allowEsc,
    allowClickAway,
    root,
    onEscape: () => close(true),
    onClickAway: () => close(false),
  })

  const onBoxKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    close(true)
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = message.trim()
    if (!text) {
      input.current?.focus()
      return
    }
    openWhatsapp(phoneNumber, text)
    onSubmit?.(event, text)
    setMessage('')
  }

  const boxStyle = { '--fw-chatbox-height': `${chatboxHeight}px`, ...chatboxStyle } as CSSProperties

  return (
    <div
      ref={root}
      className={classes('floating-whatsapp', darkMode && 'floating-whatsapp--dark', className)}
      style={style}
    >
      <button
        ref={toggle}
        type="button"
        className={classes(
          'floating-whatsapp-button',
          !openedOnce && 'floating-whatsapp-button--pulse',
          buttonClassName,
        )}
        style={buttonStyle}
        aria-expanded={isOpen}
        aria-controls={ids.box}
        aria-label={toggleLabel(accountName, badge)}
        onClick={(event) => (isOpen ? close(true) : open(event))}
      >
        <WhatsappIcon />
        {badge && (
          <span
            className={classes('floating-whatsapp-notification', notificationClassName)}
            style={notificationStyle}
            aria-hidden="true"
          >
            1
          </span>
        )}
      </button>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the box */}
      <div
        id={ids.box}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- non-modal and prerendered closed: a plain hidden box
        role="dialog"
        aria-labelledby={ids.name}
        aria-describedby={ids.status}
        hidden={!isOpen}
        className={classes('floating-whatsapp-chatbox', chatboxClassName)}
        style={boxStyle}
        onKeyDown={onBoxKeyDown}
      >
        <div className="floating-whatsapp-chatbox__header">
          {avatar ? (
            <img
              className="floating-whatsapp-chatbox__avatar"
              src={avatar}
              alt=""
              width={60}
              height={60}
              loading="lazy"
            />
          ) : (
            <span className="floating-whatsapp-chatbox__avatar" aria-hidden="true">
              {accountName.charAt(0)}
            </span>
          )}
          <div className="floating-whatsapp-chatbox__who">
            <h2 id={ids.name} className="floating-whatsapp-chatbox__name">
              {accountName}
            </h2>
            <p id={ids.status} className="floating-whatsapp-chatbox__status">
              {statusMessage}
            </p>
          </div>
          <button
            type="button"
            className="floating-whatsapp-chatbox__close"
            aria-label="Close chat"
            onClick={() => close(true)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="floating-whatsapp-chatbox__body" aria-live="polite">
          {greeting.typing && (
            <div className="floating-whatsapp-chatbox__typing">
              <span className="visually-hidden">{accountName} is typing…</span>
              <span className="floating-whatsapp-chatbox__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </div>
          )}
          {greeting.shownAt && (
            <div className="floating-whatsapp-chatbox__bubble">
              <p className="floating-whatsapp-chatbox__message">{chatMessage}</p>
              <time className="floating-whatsapp-chatbox__time" dateTime={isoTime(greeting.shownAt)}>
                {shownTime(greeting.shownAt)}
              </time>
            </div>
          )}
        </div>
        <form className="floating-whatsapp-chatbox__footer" onSubmit={send}>
          <label className="visually-hidden" htmlFor={ids.input}>
            Message to {accountName}
          </label>
          <input
            ref={input}
            id={ids.input}
            className="floating-whatsapp-chatbox__input"
            type="text"
            dir="auto"
            enterKeyHint="send"
            autoComplete="off"
            placeholder={placeholder}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <button type="submit" className="floating-whatsapp-chatbox__send" aria-label="Send message">
            <SendIcon />
          </button>
        </form>
      </div>
    </div>
  )
}

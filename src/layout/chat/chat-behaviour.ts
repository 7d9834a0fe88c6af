import { countMoment } from '../../ui/visit-beacon.ts'
import { openWhatsapp } from '../../model/whatsapp.ts'
import { chatNotificationsOf } from './badge/chat-badge.ts'
import { chatClass } from './chat-classes.ts'
import { listenForClickAway, listenForEscape } from './chat-dismiss.ts'
import { createGreeting } from './greeting/chat-greeting.ts'
import { readChatOptions } from './chat-options.ts'
import { rememberOpen, watchRestoredOpen } from './remembered-open.ts'

/** What whoever starts the chat may hear of it; the site's own chat listens to none. */
export interface ChatEvents {
  /** S1: the toggle opened the chat (a chat reopened as an earlier page left it, S7, is not). */
  onClick?: (event: MouseEvent) => void
  /** S1: the chat closed, whatever closed it. */
  onClose?: () => void
  /** S6: a message was handed to WhatsApp, with its trimmed text. */
  onSubmit?: (event: SubmitEvent, text: string) => void
  /** N4: the badge fired. */
  onNotification?: () => void
}

/** The template in `box` that holds the part with the class `name`. */
const templateHolding = (box: HTMLElement, name: string) =>
  [...box.querySelectorAll('template')].find((template) => template.content.firstElementChild?.classList.contains(name))

/** The parts of the chat's markup (FloatingWhatsApp.tsx) in `island` that its behaviour works on. */
function partsOf(island: HTMLElement) {
  const root = island.querySelector<HTMLElement>(`.${chatClass.root}`)
  const toggle = root?.querySelector<HTMLButtonElement>(`.${chatClass.toggle}`)
  const box = root?.querySelector<HTMLElement>(`.${chatClass.box}`)
  const closeButton = box?.querySelector<HTMLButtonElement>(`.${chatClass.close}`)
  const body = box?.querySelector<HTMLElement>(`.${chatClass.body}`)
  const typing = box && templateHolding(box, chatClass.typing)
  const greeting = box && templateHolding(box, chatClass.bubble)
  const form = box?.querySelector('form')
  const input = form?.querySelector<HTMLInputElement>(`.${chatClass.input}`)
  if (!root || !toggle || !box || !closeButton || !body || !typing || !greeting || !form || !input) return undefined
  return { root, toggle, box, closeButton, body, typing, greeting, form, input }
}

/**
 * The chat's one behaviour (its rules: docs/chat-widget.md), on its markup in `island`: the prerendered HTML of a
 * public page, or the HTML React draws in the editor's preview. The toggle opens and closes it; every opening types
 * for `messageDelay` seconds, then greets; sending opens WhatsApp with the trimmed message and clears the input; the
 * close button and Escape inside the box close it and give focus back to the toggle (`allowEsc` and `allowClickAway`
 * add their ways); it stays open or closed from page to page of the tab; its notifications (chat-badge.ts) run until
 * it is first opened. Returns what stops it all (R2).
 */
export function startChat(island: HTMLElement, events: ChatEvents = {}): () => void {
  const parts = partsOf(island)
  const notifications = chatNotificationsOf(island)
  if (!parts || !notifications) return () => undefined
  const { root, toggle, box, closeButton, form, input } = parts
  const options = readChatOptions(root)
  const greeting = createGreeting(parts, options.messageDelay, options)
  const listening = new AbortController()
  let stopDismissing: () => void = () => undefined
  const isOpen = () => !box.hidden

  const show = (isByVisitor: boolean) => {
    box.hidden = false
    toggle.setAttribute('aria-expanded', 'true')
    toggle.classList.remove(chatClass.pulse)
    notifications.end()
    if (isByVisitor) greeting.start()
    else greeting.show()
    stopDismissing = listenForDismissal()
    // A5 is for an opening by the visitor: a chat reopened on a new page leaves focus where it is.
    if (isByVisitor) input.focus()
  }

  const close = (returnFocus: boolean) => {
    if (!isOpen()) return
    box.hidden = true
    toggle.setAttribute('aria-expanded', 'false')
    greeting.stop()
    stopDismissing()
    rememberOpen(options.openStateKey, false)
    events.onClose?.()
    if (returnFocus) toggle.focus()
  }

  const listenForDismissal = () => {
    const stops = [
      options.allowEsc ? listenForEscape(() => close(true)) : undefined,
      options.allowClickAway
        ? listenForClickAway(
            () => root,
            () => close(false),
          )
        : undefined,
    ]
    return () => stops.forEach((stopListening) => stopListening?.())
  }

  const { signal } = listening
  toggle.addEventListener(
    'click',
    (event) => {
      if (isOpen()) return close(true)
      show(true)
      rememberOpen(options.openStateKey, true)
      countMoment('chat-opened')
      events.onClick?.(event)
    },
    { signal },
  )
  closeButton.addEventListener('click', () => close(true), { signal })
  box.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close(true)
    },
    { signal },
  )
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault()
      const text = input.value.trim()
      if (!text) return input.focus()
      openWhatsapp(options.phoneNumber, text)
      countMoment('chat-sent')
      events.onSubmit?.(event, text)
      input.value = ''
    },
    { signal },
  )
  const stopWatching = options.openStateKey
    ? watchRestoredOpen(options.openStateKey, (wasLeftOpen) => {
        if (wasLeftOpen && !isOpen()) show(false)
        if (!wasLeftOpen) close(false)
      })
    : () => undefined
  notifications.onNotification = events.onNotification
  notifications.start()
  return () => {
    listening.abort()
    stopDismissing()
    stopWatching()
    greeting.stop()
    notifications.end()
  }
}

import type { ShellData } from '../../model/site-data.ts'
import { openWhatsapp } from '../../model/whatsapp.ts'
import { startChatNotifications } from './chat-badge.ts'
import { listenForClickAway, listenForEscape } from './chat-dismiss.ts'
import { hideBadge, joinClasses } from './toggle-draw.ts'
import { createGreeting } from './chat-greeting.ts'
import { chatOptionsOf } from './chat-options.ts'
import { takeOverNotifications } from './page-notifications.ts'
import { chatOpenStateKey, rememberOpen, watchRestoredOpen } from './remembered-open.ts'

/** The parts of the prerendered chat (FloatingWhatsApp.tsx draws them) that the plain chat works on. */
function partsOf(island: HTMLElement) {
  const root = island.querySelector<HTMLElement>('.floating-whatsapp')
  const toggle = root?.querySelector<HTMLButtonElement>('button.floating-whatsapp-button')
  const box = root?.querySelector<HTMLElement>('[role="dialog"]')
  const closeButton = box?.querySelector<HTMLButtonElement>('button.floating-whatsapp-chatbox__close')
  const body = box?.querySelector<HTMLElement>('.floating-whatsapp-chatbox__body')
  const form = box?.querySelector<HTMLFormElement>('form')
  const input = form?.querySelector<HTMLInputElement>('input')
  if (!root || !toggle || !box || !closeButton || !body || !form || !input) return undefined
  return { root, toggle, box, closeButton, body, form, input }
}

/**
 * The site's chat (`shell.chat`) brought to life by plain code on its prerendered HTML in `island`, doing what
 * FloatingWhatsApp does (its rules: docs/chat-widget.md): the toggle opens and closes it; every opening types for
 * `messageDelay` seconds, then greets; sending opens WhatsApp with the trimmed message and clears the box; the close
 * button and Escape inside the box close it and give focus back to the toggle (and `allowEsc`, `allowClickAway` add
 * their ways); it stays open or closed from page to page of the tab; its notifications run until it is first opened.
 */
export function enhanceChat(island: HTMLElement, shell: ShellData): void {
  const parts = partsOf(island)
  if (!parts) return
  const { root, toggle, box, closeButton, body, form, input } = parts
  const options = chatOptionsOf(shell)
  const greeting = createGreeting(body, options)
  let stopDismissing: () => void = () => undefined
  const isOpen = () => !box.hidden

  const show = (isByVisitor: boolean) => {
    box.hidden = false
    toggle.setAttribute('aria-expanded', 'true')
    toggle.className = joinClasses('floating-whatsapp-button', options.buttonClassName)
    takeOverNotifications()
    hideBadge(toggle, options.accountName)
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
    rememberOpen(chatOpenStateKey, false)
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
    return () => stops.forEach((stop) => stop?.())
  }

  toggle.addEventListener('click', () => {
    if (isOpen()) return close(true)
    show(true)
    rememberOpen(chatOpenStateKey, true)
  })
  closeButton.addEventListener('click', () => close(true))
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    close(true)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const text = input.value.trim()
    if (!text) {
      input.focus()
      return
    }
    openWhatsapp(options.phoneNumber, text)
    input.value = ''
  })
  watchRestoredOpen(chatOpenStateKey, (wasLeftOpen) => {
    if (wasLeftOpen && !isOpen()) show(false)
    if (!wasLeftOpen) close(false)
  })
  startChatNotifications(island, shell)
}

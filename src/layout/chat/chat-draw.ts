import { isoTime, shownTime } from './greeting-time.ts'

// The parts of the chat that appear after the page has loaded, drawn as FloatingWhatsApp draws them
// (chat-draw.test.tsx holds the two to the same HTML).

function element(tag: string, className?: string, text?: string): HTMLElement {
  const drawn = document.createElement(tag)
  if (className) drawn.className = className
  if (text !== undefined) drawn.textContent = text
  return drawn
}

/** A6: the typing dots, with the words a screen reader announces instead. */
export function drawTyping(accountName: string): HTMLElement {
  const dots = element('span', 'floating-whatsapp-chatbox__dots')
  dots.setAttribute('aria-hidden', 'true')
  dots.append(element('span'), element('span'), element('span'))
  const typing = element('div', 'floating-whatsapp-chatbox__typing')
  typing.append(element('span', 'visually-hidden', `${accountName} is typing…`), dots)
  return typing
}

/** S3: the greeting, stamped with the moment it appeared. */
export function drawGreeting(chatMessage: string, shownAt: Date): HTMLElement {
  const time = element('time', 'floating-whatsapp-chatbox__time', shownTime(shownAt))
  time.setAttribute('datetime', isoTime(shownAt))
  const bubble = element('div', 'floating-whatsapp-chatbox__bubble')
  bubble.append(element('p', 'floating-whatsapp-chatbox__message', chatMessage), time)
  return bubble
}

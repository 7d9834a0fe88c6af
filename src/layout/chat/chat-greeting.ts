import { drawGreeting, drawTyping } from './chat-draw.ts'

interface GreetingOptions {
  accountName: string
  chatMessage: string
  /** Seconds of typing dots before the greeting; 0 skips them. */
  messageDelay: number
}

/**
 * S2/S3 as plain code, in the chat's `body`: `start` shows the typing dots for `messageDelay` seconds, then the
 * greeting stamped with the time it appears; `show` shows the greeting at once (a chat reopened on a new page, S7);
 * `stop` empties the body and clears the timer.
 */
export function createGreeting(body: Element, { accountName, chatMessage, messageDelay }: GreetingOptions) {
  let timer: number | undefined
  const show = () => {
    window.clearTimeout(timer)
    body.replaceChildren(drawGreeting(chatMessage, new Date()))
  }
  return {
    show,
    start: () => {
      if (!(messageDelay > 0)) return show()
      window.clearTimeout(timer)
      body.replaceChildren(drawTyping(accountName))
      timer = window.setTimeout(show, messageDelay * 1000)
    },
    stop: () => {
      window.clearTimeout(timer)
      body.replaceChildren()
    },
  }
}

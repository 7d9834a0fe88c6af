import { chatClass } from '../chat-classes.ts'
import { isoTime, shownTime } from './greeting-time.ts'

const copyOf = (template: HTMLTemplateElement) => template.content.cloneNode(true) as DocumentFragment

interface GreetingParts {
  /** The chat's live region. */
  body: HTMLElement
  /** The templates of the chat's markup that hold the typing dots and the greeting. */
  typing: HTMLTemplateElement
  greeting: HTMLTemplateElement
}

/**
 * S2/S3/A6 in the chat's live region: `start` shows the typing dots for `delaySeconds` seconds (0 skips them), then
 * the greeting stamped with the time it appears; `show` shows the greeting at once (a chat reopened on a new page,
 * S7); `stop` empties the region and clears the timer. The time is written in `locale` on `timeZone`'s clock.
 */
export function createGreeting(
  { body, typing, greeting }: GreetingParts,
  delaySeconds: number,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
) {
  let timer: number | undefined
  const show = () => {
    window.clearTimeout(timer)
    const shown = copyOf(greeting)
    const time = shown.querySelector(`.${chatClass.time}`)
    const now = new Date()
    time?.setAttribute('datetime', isoTime(now, timeZone))
    if (time) time.textContent = shownTime(now, locale, timeZone)
    body.replaceChildren(shown)
  }
  return {
    show,
    start: () => {
      if (!(delaySeconds > 0)) return show()
      window.clearTimeout(timer)
      body.replaceChildren(copyOf(typing))
      timer = window.setTimeout(show, delaySeconds * 1000)
    },
    stop: () => {
      window.clearTimeout(timer)
      body.replaceChildren()
    },
  }
}

import { embedTimeoutMs, failureText, loadingText } from './embed-status.ts'
import { frameSandbox } from './networks.ts'

const statusClass = 'social-embeds__status'

/** Writes what a panel says while its embed is on its way, or once it has failed, into `status`. */
function say(status: HTMLElement, hasFailed: boolean): void {
  status.className = hasFailed ? `${statusClass} ${statusClass}--failed` : statusClass
  status.textContent = hasFailed ? failureText : loadingText
}

/** The message a panel's stage shows before its embed loads, as HTML: what the prerender writes. */
export const loadingStatusHtml = `<p class="${statusClass}">${loadingText}</p>`

/**
 * Loads the network's embed page named by the stage's `data-frame-src` into a sandboxed frame of its own
 * origin, kept hidden until it has loaded and its server has answered; if either fails, or it takes longer
 * than `embedTimeoutMs`, the frame goes and the stage says so. A stage without an address says so at once.
 * Returns a function that stops the wait and puts the stage back as it was.
 */
export function loadFrameEmbed(stage: HTMLElement): () => void {
  const status = stage.querySelector<HTMLElement>(`.${statusClass}`) ?? document.createElement('p')
  if (!status.isConnected) stage.prepend(status)
  const { frameSrc: src, frameTitle: title = '' } = stage.dataset
  if (!src) {
    say(status, true)
    return () => say(status, false)
  }
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', frameSandbox)
  frame.allow = 'encrypted-media; picture-in-picture; web-share'
  frame.title = title
  frame.className = 'social-embeds__embed social-embeds__embed--pending'
  frame.src = src

  let hasLoaded = false
  let isReachable = false
  let isSettled = false
  const settle = () => {
    isSettled = true
    window.clearTimeout(timer)
  }
  const fail = () => {
    if (isSettled) return
    settle()
    frame.remove()
    say(status, true)
  }
  const showIfReady = () => {
    if (isSettled || !hasLoaded || !isReachable) return
    settle()
    frame.className = 'social-embeds__embed'
    status.remove()
  }
  const timer = window.setTimeout(fail, embedTimeoutMs)
  // A frame fires "load" even when it shows the browser's own error page, so ask the server whether it answers at all.
  frame.addEventListener('load', () => {
    hasLoaded = true
    showIfReady()
  })
  fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).then(() => {
    isReachable = true
    showIfReady()
  }, fail)
  stage.append(frame)
  return () => {
    settle()
    frame.remove()
    stage.prepend(status)
    say(status, false)
  }
}

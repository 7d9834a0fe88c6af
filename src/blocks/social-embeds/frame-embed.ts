import { embedTimeoutMs, statusClass } from './embed-status.ts'
import { frameSandbox } from './networks.ts'

/** What a panel says while its embed is on its way, and once it has failed, in the page's language. */
interface StatusWords {
  loading: string
  failed: string
}

/** Writes what a panel says while its embed is on its way, or once it has failed, into `status`. */
function say(status: HTMLElement, words: StatusWords, hasFailed: boolean): void {
  status.className = hasFailed ? `${statusClass} ${statusClass}--failed` : statusClass
  status.textContent = hasFailed ? words.failed : words.loading
}

/**
 * Loads the network's embed page named by the stage's `data-frame-src` into a sandboxed frame of its own
 * origin, kept hidden until it has loaded and its server has answered; if either fails, or it takes longer
 * than `embedTimeoutMs`, the frame goes and the stage says so, in the words of its `data-failed-text`. A stage
 * without an address says so at once. Returns a function that stops the wait and puts the stage back as it was.
 */
export function loadFrameEmbed(stage: HTMLElement): () => void {
  const status = stage.querySelector<HTMLElement>(`.${statusClass}`) ?? document.createElement('p')
  if (!status.isConnected) stage.prepend(status)
  const { frameSrc: src, frameTitle: title = '', failedText = '' } = stage.dataset
  const words: StatusWords = { loading: status.textContent, failed: failedText }
  if (!src) {
    say(status, words, true)
    return () => say(status, words, false)
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
    say(status, words, true)
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
    say(status, words, false)
  }
}

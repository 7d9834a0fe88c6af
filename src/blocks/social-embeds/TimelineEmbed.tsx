import { useEffect, useRef, useState } from 'react'
import { EmbedMessage } from './EmbedMessage.tsx'
import { embedTimeoutMs } from './embed-status.ts'
import { loadScript } from './load-script.ts'

/** The official script that turns a "twitter-timeline" link into a timeline. */
export const widgetsScript = 'https://platform.twitter.com/widgets.js'

/** The part of X's widgets.js used here. */
export interface XWidgets {
  widgets: { load: (element?: Element) => unknown }
  events: { bind: (event: 'rendered', handler: (event: { target: Element }) => void) => void }
}

declare global {
  interface Window {
    twttr?: XWidgets
  }
}

type Status = 'loading' | 'ready' | 'failed'

/** An X timeline drawn by X's own script; a failure message if the script fails or draws nothing in time. */
export function TimelineEmbed({ profile, title }: { profile: string; title: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    const element = box.current
    if (!element) return
    let isCurrent = true
    const settle = (next: Status) => isCurrent && setStatus((current) => (current === 'loading' ? next : current))
    // Built here, not by React: widgets.js replaces this link with its own frame.
    const link = document.createElement('a')
    link.className = 'twitter-timeline'
    link.href = profile
    link.dataset.height = '500'
    link.dataset.dnt = 'true'
    link.textContent = title
    element.replaceChildren(link)
    const timer = window.setTimeout(() => settle('failed'), embedTimeoutMs)
    loadScript(widgetsScript).then(
      () => {
        const twttr = window.twttr
        if (!twttr) return settle('failed')
        // X reports the original link as the target when it could not draw the timeline.
        twttr.events.bind('rendered', ({ target }) => {
          if (element.contains(target)) settle(target.tagName === 'IFRAME' ? 'ready' : 'failed')
        })
        twttr.widgets.load(element)
      },
      () => settle('failed'),
    )
    return () => {
      isCurrent = false
      window.clearTimeout(timer)
      element.replaceChildren()
    }
  }, [profile, title])

  return (
    <>
      {status !== 'ready' && <EmbedMessage hasFailed={status === 'failed'} />}
      <div
        ref={box}
        className={status === 'ready' ? 'social-embeds__embed' : 'social-embeds__embed social-embeds__embed--pending'}
      />
    </>
  )
}

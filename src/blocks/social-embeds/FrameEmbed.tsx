import { useEffect, useState } from 'react'
import { EmbedMessage } from './EmbedMessage.tsx'
import { embedTimeoutMs } from './embed-status.ts'
import { frameSandbox } from './networks.ts'

interface FrameEmbedProps {
  src: string
  title: string
}

/** A network's embed page in a frame, shown once it has loaded; a failure message if it does not load in time. */
export function FrameEmbed({ src, title }: FrameEmbedProps) {
  const [hasLoaded, setHasLoaded] = useState(false)
  const [isReachable, setIsReachable] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const isReady = hasLoaded && isReachable && !hasFailed

  useEffect(() => {
    let isCurrent = true
    // A frame fires "load" even when it shows the browser's own error page, so ask the server whether it answers at all.
    fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).then(
      () => isCurrent && setIsReachable(true),
      () => isCurrent && setHasFailed(true),
    )
    return () => {
      isCurrent = false
    }
  }, [src])

  useEffect(() => {
    if (isReady) return
    const timer = window.setTimeout(() => setHasFailed(true), embedTimeoutMs)
    return () => window.clearTimeout(timer)
  }, [isReady])

  return (
    <>
      {!isReady && <EmbedMessage hasFailed={hasFailed} />}
      {!hasFailed && (
        <iframe
          src={src}
          title={title}
          sandbox={frameSandbox}
          className={isReady ? 'social-embeds__embed' : 'social-embeds__embed social-embeds__embed--pending'}
          allow="encrypted-media; picture-in-picture; web-share"
          onLoad={() => setHasLoaded(true)}
        />
      )}
    </>
  )
}

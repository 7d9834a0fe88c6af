import { useState } from 'react'
import { Picture } from '../../ui/Picture.tsx'
import { useFocusOnReveal } from '../../ui/use-focus-on-reveal.ts'
import type { VideoProps } from './schema.ts'
import './video.css'

/** The poster picture with a play button; YouTube loads only when the visitor presses play. */
export function Video({ heading, title, youtubeId, poster }: VideoProps) {
  const [isPlaying, setIsPlaying] = useState(false)
  const frame = useFocusOnReveal<HTMLIFrameElement>(isPlaying)

  return (
    <section className="video">
      {heading && <h2>{heading}</h2>}
      <div className="video__box">
        {isPlaying && youtubeId ? (
          // oxlint-disable-next-line react/iframe-missing-sandbox -- the embed needs its own scripts and storage
          <iframe
            ref={frame}
            className="video__player"
            title={title}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <Picture image={poster} className="video__poster" />
        )}
        {youtubeId && !isPlaying && (
          <button
            type="button"
            className="video__play"
            aria-label={`Play video: ${title}`}
            onClick={() => setIsPlaying(true)}
          >
            <span className="video__icon" aria-hidden="true" />
            <span className="video__label">Play video</span>
          </button>
        )}
      </div>
    </section>
  )
}

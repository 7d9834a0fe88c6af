import { Picture } from '../../ui/Picture.tsx'
import { Template } from '../../ui/Template.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import type { VideoProps } from './schema.ts'
import { videoClasses } from './video-classes.ts'
import './video.css'
import { defineView } from '../define-view.ts'

/**
 * The poster picture with a play button; the privacy-enhanced YouTube player, kept in a template, loads only when
 * the visitor presses play (play-video.ts). Until there is a video, the poster shows with the title under it.
 */
export function Video({ heading, title, youtubeId, poster }: VideoProps) {
  const words = useWords()
  return (
    <section className="video">
      {heading && <h2>{heading}</h2>}
      <div className={videoClasses.box}>
        <Picture image={poster} className="video__poster" />
        {youtubeId && (
          <>
            <button type="button" className={videoClasses.play} aria-label={fillWords(words.playVideoNamed, { title })}>
              <span className="video__icon" aria-hidden="true" />
              <span className="video__label">{words.playVideo}</span>
            </button>
            <Template>
              {/* oxlint-disable-next-line react/iframe-missing-sandbox -- the embed needs its own scripts and storage */}
              <iframe
                className="video__player"
                title={title}
                src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            </Template>
          </>
        )}
      </div>
      {!youtubeId && <p className="video__caption">{title}</p>}
    </section>
  )
}

export const view = defineView({
  component: Video,
  island: { when: 'interaction', behaviour: () => import('./play-video.ts').then((module) => module.enhanceVideo) },
})

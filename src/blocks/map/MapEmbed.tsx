import { Picture } from '../../ui/Picture.tsx'
import { Template } from '../../ui/Template.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import { useWords } from '../../words/use-words.ts'
import { fillWords } from '../../words/words.ts'
import { mapClasses } from './map-classes.ts'
import type { MapProps } from './schema.ts'
import './map.css'
import { defineView } from '../define-view.ts'

/**
 * A picture of the area with the address; the live Google map, kept in a template, loads only when the visitor
 * asks for it (show-live-map.ts).
 */
export function MapEmbed({ heading, intro, query, height = 450, picture }: MapProps) {
  const { address } = useShell().business
  const words = useWords()
  const place = query ?? `${address.street}, ${address.town}, ${address.country}`
  const encoded = encodeURIComponent(place)
  return (
    <section className="map-embed">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <div className={mapClasses.stage} style={{ height }}>
        <Picture image={picture} className="map-embed__picture" />
        <div className={mapClasses.facade}>
          <p className="map-embed__place">{place}</p>
          <button type="button" className="button button--primary">
            {words.showLiveMap}
          </button>
        </div>
        <Template>
          {/* oxlint-disable-next-line react/iframe-missing-sandbox -- the embed needs its own scripts and storage */}
          <iframe
            className="map-embed__frame"
            title={fillWords(words.mapOf, { place })}
            src={`https://www.google.com/maps?q=${encoded}&output=embed`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Template>
      </div>
      <p className="map-embed__open">
        <a href={`https://www.google.com/maps/search/?api=1&query=${encoded}`} rel="noopener noreferrer">
          {words.openInGoogleMaps}
        </a>
      </p>
    </section>
  )
}

export const view = defineView({
  component: MapEmbed,
  island: { when: 'interaction', behaviour: () => import('./show-live-map.ts').then((module) => module.enhanceMap) },
})

import { useState } from 'react'
import { Picture } from '../../ui/Picture.tsx'
import { useFocusOnReveal } from '../../ui/use-focus-on-reveal.ts'
import { useShell } from '../../ui/shell-context.tsx'
import type { MapProps } from './schema.ts'
import './map.css'

/** A picture of the area with the address; the live Google map loads only when the visitor asks for it. */
export function MapEmbed({ heading, intro, query, height = 450, picture }: MapProps) {
  const { address } = useShell().business
  const place = query ?? `${address.street}, ${address.town}, ${address.country}`
  const encoded = encodeURIComponent(place)
  const [isLive, setIsLive] = useState(false)
  const frame = useFocusOnReveal<HTMLIFrameElement>(isLive)

  return (
    <section className="map-embed">
      {heading && <h2>{heading}</h2>}
      {intro && <p>{intro}</p>}
      <div className="map-embed__stage" style={{ height }}>
        {isLive ? (
          // oxlint-disable-next-line react/iframe-missing-sandbox -- the embed needs its own scripts and storage
          <iframe
            ref={frame}
            className="map-embed__frame"
            title={`Map showing ${place}`}
            src={`https://www.google.com/maps?q=${encoded}&output=embed`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <Picture image={picture} className="map-embed__picture" />
            <div className="map-embed__facade">
              <p className="map-embed__place">{place}</p>
              <button type="button" className="button button--primary" onClick={() => setIsLive(true)}>
                Show the live map
              </button>
            </div>
          </>
        )}
      </div>
      <p className="map-embed__open">
        <a href={`https://www.google.com/maps/search/?api=1&query=${encoded}`} rel="noopener noreferrer">
          Open in Google Maps
        </a>
      </p>
    </section>
  )
}

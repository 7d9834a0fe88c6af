/** The class names MapEmbed.tsx writes, show-live-map.ts looks for and map.css styles. */
export const mapClasses = {
  stage: 'map-embed__stage',
  facade: 'map-embed__facade',
} as const

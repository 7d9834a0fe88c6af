import type { MapProps } from './schema.ts'

export const mapExample: MapProps = {
  heading: 'Our Offices',
  intro: 'Visit us in Ruiru, Monday to Saturday.',
  picture: { src: '/images/map/ruiru.svg', alt: 'Street map of Ruiru around Toll Estate' },
}

import type { GalleryProps } from './schema.ts'

export const galleryExample: GalleryProps = {
  heading: 'Our Work',
  intro: 'A few of the homes and offices we have cleaned.',
  images: [
    {
      src: '/images/sofa-after.jpg',
      alt: 'A grey sofa after cleaning',
      caption: 'Sofa, Ruiru',
    },
    { src: '/images/office.jpg', alt: 'A clean open-plan office' },
    { src: '/images/pattern.jpg', alt: '' },
  ],
}

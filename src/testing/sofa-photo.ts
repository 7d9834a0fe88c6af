import type { ImageRef } from '../model/image.ts'

/** For tests: a photo as the build describes it, with AVIF and WebP copies at two widths and a resized JPEG. */
export const sofaPhoto: ImageRef = {
  src: '/images/uploads/sofa.jpg',
  alt: 'A clean grey sofa',
  width: 1000,
  height: 750,
  sources: [
    { type: 'image/avif', srcset: '/_images/sofa-1a2b3c4d-320.avif 320w, /_images/sofa-1a2b3c4d-1000.avif 1000w' },
    { type: 'image/webp', srcset: '/_images/sofa-1a2b3c4d-320.webp 320w, /_images/sofa-1a2b3c4d-1000.webp 1000w' },
  ],
  fallback: '/_images/sofa-1a2b3c4d-1000.jpg',
}

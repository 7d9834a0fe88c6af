import type { VideoProps } from './schema.ts'

export const videoExample: VideoProps = {
  heading: 'See Us at Work',
  title: 'Deep cleaning a living-room carpet',
  youtubeId: 'dQw4w9WgXcQ',
  poster: { src: '/images/services/carpet.svg', alt: 'A technician cleaning a carpet' },
}

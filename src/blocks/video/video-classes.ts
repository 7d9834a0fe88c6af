/** The class names Video.tsx writes, play-video.ts looks for and video.css styles. */
export const videoClasses = {
  box: 'video__box',
  play: 'video__play',
} as const

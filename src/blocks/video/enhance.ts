export { enhanceVideo as enhance } from './play-video.ts'

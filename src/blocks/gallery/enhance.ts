export { enhanceGallery as enhance } from './enlarge-picture.ts'

export { enhanceMap as enhance } from './show-live-map.ts'

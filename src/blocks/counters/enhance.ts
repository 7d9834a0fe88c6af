export { enhanceCounters as enhance } from './count-up.ts'

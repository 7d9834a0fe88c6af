export { enhanceSocialEmbeds as enhance } from './enhance-embeds.ts'

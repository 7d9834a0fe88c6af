export { SocialEmbeds as component } from './SocialEmbeds.tsx'

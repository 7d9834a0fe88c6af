export { RichText as component } from './RichText.tsx'

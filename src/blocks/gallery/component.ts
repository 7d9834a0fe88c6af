export { Gallery as component } from './Gallery.tsx'

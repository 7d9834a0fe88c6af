export { Video as component } from './Video.tsx'

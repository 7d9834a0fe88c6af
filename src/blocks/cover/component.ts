export { Cover as component } from './Cover.tsx'

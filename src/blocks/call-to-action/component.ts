export { CallToAction as component } from './CallToAction.tsx'

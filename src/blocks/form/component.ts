export { FormBlock as component } from './FormBlock.tsx'

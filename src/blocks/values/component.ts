export { ValuesSection as component } from './ValuesSection.tsx'

export { CardGrid as component } from './CardGrid.tsx'

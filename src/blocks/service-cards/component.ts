export { ServiceCards as component } from './ServiceCards.tsx'

export { Hero as component } from './Hero.tsx'

export { Counters as component } from './Counters.tsx'

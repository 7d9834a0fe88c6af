export { MapEmbed as component } from './MapEmbed.tsx'

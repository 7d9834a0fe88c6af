export { Testimonials as component } from './Testimonials.tsx'

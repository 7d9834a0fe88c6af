export { ContactDetails as component } from './ContactDetails.tsx'

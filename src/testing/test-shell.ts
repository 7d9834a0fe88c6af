import { testQuoteForm } from './test-forms.ts'
import type { ShellData } from '../model/site-data.ts'
import { wordsFor } from '../words/words.ts'

/** A small, complete shell for component tests. */
export const testShell: ShellData = {
  business: {
    name: 'Test Cleaners',
    url: 'https://cleaners.test',
    locale: 'en-KE',
    phones: [
      { label: 'Office', number: '+254 712 345 678' },
      { label: 'Bookings', number: '+254 722 000 111' },
    ],
    whatsapp: '+254 712 345 678',
    email: 'info@cleaners.test',
    address: { street: 'Toll Estate, First Street', town: 'Ruiru', country: 'Kenya' },
    areaServed: ['Nairobi', 'Ruiru'],
    openingHours: [{ days: 'Monday to Saturday', opens: '08:00', closes: '18:00' }],
    social: { instagram: 'https://www.instagram.com/cleaners', facebook: 'https://www.facebook.com/cleaners' },
  },
  navigation: [
    { label: 'Home', link: '/' },
    { label: 'Our Services', menu: 'services' },
  ],
  mobileNavigation: {
    button: { label: 'Book a Session', link: '/contact' },
    tabs: [
      { label: 'Home', icon: 'home', link: '/' },
      { label: 'Services', icon: 'services', menu: 'services' },
    ],
  },
  services: [
    { name: 'Carpet Cleaning', link: '/carpetcleaning', summary: 'Dry in under 24 hours.' },
    { name: 'Sofa Cleaning', link: '/sofacleaning', summary: 'Any fabric, at your home.' },
  ],
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      { question: 'Do you bring supplies?', answer: 'Yes.\n\nWe bring everything.' },
      { question: 'Can I get a refund?', answer: 'We come back and clean again.' },
    ],
  },
  values: { heading: 'Our Core Values', items: [{ title: 'Integrity and Transparency', text: 'No hidden costs.' }] },
  footer: { quickLinks: [{ label: 'Home', link: '/' }], copyrightYear: 2024 },
  notFound: { title: 'Not found', text: 'Nothing here.' },
  forms: {
    quote: testQuoteForm,
  },
  words: wordsFor('en-KE'),
}

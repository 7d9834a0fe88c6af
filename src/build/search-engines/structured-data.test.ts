import { describe, expect, it } from 'vitest'
import { testShell } from '../../testing/test-shell.ts'
import { daysOf, faqJsonLd, localBusinessJsonLd } from './structured-data.ts'

const weekdaysFromMonday = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

describe('structured data from the business facts', () => {
  it('describes the business with its address, phones, hours and area served', () => {
    const data = localBusinessJsonLd(testShell.business, '/images/avatar.svg')
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Test Cleaners',
      url: 'https://cleaners.test/',
      image: 'https://cleaners.test/images/avatar.svg',
      telephone: '+254712345678',
      address: { streetAddress: 'Toll Estate, First Street', addressLocality: 'Ruiru', addressCountry: 'Kenya' },
      areaServed: [
        { '@type': 'Place', name: 'Nairobi' },
        { '@type': 'Place', name: 'Ruiru' },
      ],
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '08:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://www.instagram.com/cleaners', 'https://www.facebook.com/cleaners'],
    })
  })

  it('names the kind of business as its type, and a plain LocalBusiness without one', () => {
    expect(localBusinessJsonLd({ ...testShell.business, kind: 'Dentist' })['@type']).toBe('Dentist')
    expect(localBusinessJsonLd(testShell.business)['@type']).toBe('LocalBusiness')
  })

  it('gives the logo as the business’s logo and picture, at its full address', () => {
    const data = localBusinessJsonLd({ ...testShell.business, logo: '/images/logo.svg' }, '/images/avatar.svg')
    expect([data.logo, data.image]).toEqual([
      'https://cleaners.test/images/logo.svg',
      'https://cleaners.test/images/logo.svg',
    ])
    expect(localBusinessJsonLd(testShell.business, '/images/avatar.svg').logo).toBeUndefined()
  })

  it('turns the FAQ into a FAQPage in the language of its page', () => {
    const faq = testShell.faq
    expect(faq && faqJsonLd(faq, 'sw-KE')).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'sw-KE',
      mainEntity: [
        { name: 'Do you bring supplies?', acceptedAnswer: { text: 'Yes.\n\nWe bring everything.' } },
        { name: 'Can I get a refund?' },
      ],
    })
  })

  it('reads day ranges and single days, and keeps anything else as written', () => {
    expect(daysOf('Monday to Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(daysOf('sunday')).toEqual(['Sunday'])
    expect(daysOf('Public holidays')).toEqual(['Public holidays'])
    expect(daysOf('Monday - Wednesday')).toEqual(['Monday', 'Tuesday', 'Wednesday'])
    expect(daysOf('Jumatatu hadi Jumamosi', 'sw-KE')).toEqual(weekdaysFromMonday.slice(0, 6))
    expect(daysOf('Jumapili', 'sw-KE')).toEqual(['Sunday'])
  })
})

import type { Business } from '../../schema/business.ts'
import type { Faq } from '../../schema/site.ts'

/**
 * schema.org data for search engines, made from the business facts so nothing is written twice: the business as
 * its kind, with its logo as its logo and picture, or else `picture` (the chat's) as its picture.
 */
export function localBusinessJsonLd(business: Business, picture?: string): Record<string, unknown> {
  const url = business.url.replace(/\/?$/, '/')
  const logo = business.logo && new URL(business.logo, url).href
  const image = logo ?? (picture && new URL(picture, url).href)
  return {
    '@context': 'https://schema.org',
    '@type': business.kind ?? 'LocalBusiness',
    '@id': `${url}#business`,
    name: business.name,
    url,
    ...(business.tagline ? { description: business.tagline } : {}),
    ...(logo ? { logo } : {}),
    ...(image ? { image } : {}),
    telephone: business.phones[0]?.number.replace(/\s+/g, ''),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.town,
      addressCountry: business.address.country,
    },
    areaServed: business.areaServed.map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: business.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: daysOf(hours.days, business.locale),
      opens: hours.opens,
      closes: hours.closes,
    })),
    contactPoint: business.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.number.replace(/\s+/g, ''),
      contactType: phone.label,
    })),
    sameAs: Object.values(business.social ?? {}),
  }
}

export function faqJsonLd(faq: Faq, locale: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
    })),
  }
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The days of the week as `locale` writes them, Monday first, in small letters. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  return weekdays.map((_, day) => format.format(Date.UTC(2024, 0, 1 + day)).toLocaleLowerCase(locale))
}

/**
 * "Monday to Saturday" → Monday … Saturday; "Sunday" → Sunday; the same in the page's language ("Jumatatu hadi
 * Jumamosi"), whatever word or dash joins the two days; anything else is kept as written.
 */
export function daysOf(days: string, locale = 'en'): string[] {
  const names = [weekdayNames('en'), ...(locale.startsWith('en') ? [] : [weekdayNames(locale)])]
  const index = (day: string) => Math.max(...names.map((list) => list.indexOf(day.trim().toLocaleLowerCase(locale))))
  const range = /^(\S+)\s*(?:\s\S+\s|-|–)\s*(\S+)$/.exec(days.trim())
  if (range) {
    const [from, to] = [index(range[1] ?? ''), index(range[2] ?? '')]
    if (from >= 0 && to >= from) return weekdays.slice(from, to + 1)
  }
  const single = index(days)
  return single >= 0 ? [weekdays[single] as string] : [days]
}

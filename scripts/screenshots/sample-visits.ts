import type { VisitsReport } from '../../src/model/contracts/visits-report.ts'

/**
 * A month as a small cleaning business might see it, for the pictures of docs/editing.md: the
 * collector counts only today, so a month cannot be sent to a fresh server.
 */
export function sampleMonth(to: string): VisitsReport {
  const end = Date.parse(`${to}T00:00:00Z`)
  const perDay = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(end - (29 - index) * 86_400_000)
    const isSunday = date.getUTCDay() === 0
    const visits = Math.round((isSunday ? 70 : 120) + 25 * Math.sin(index / 3) + index * 2)
    return {
      day: date.toISOString().slice(0, 10),
      visits,
      visitors: Math.round(visits * 0.62),
      requests: (index * 7) % 5 === 0 ? 2 : 1,
    }
  })
  const sum = (key: 'visits' | 'visitors' | 'requests') => perDay.reduce((total, day) => total + day[key], 0)
  const visits = sum('visits')
  const requests = sum('requests')
  return {
    days: 30,
    from: perDay[0]!.day,
    to,
    perDay,
    totals: {
      visits,
      visitors: sum('visitors'),
      requests,
      requestShare: requests / visits,
      chatOpened: 96,
      chatSent: 41,
      callTaps: 27,
      formsOpened: [
        { form: 'quote', title: 'Get a Free Quote', opened: 58 },
        { form: 'booking', title: 'Book a Cleaning Session', opened: 31 },
      ],
    },
    pages: [
      { path: '/', title: 'Spotless homes and offices across Nairobi', visits: 1480, visitors: 1010, requests: 14 },
      { path: '/carpetcleaning', title: 'Carpet Cleaning Services in Kenya', visits: 760, visitors: 540, requests: 12 },
      { path: '/sofacleaning', title: 'Sofa Cleaning Services in Kenya', visits: 520, visitors: 380, requests: 8 },
      { path: '/contact', title: 'Contact Us', visits: 310, visitors: 260, requests: 9 },
    ],
    sources: [
      { source: 'Google', visits: 1820, requests: 21 },
      { source: 'Direct', visits: 690, requests: 9 },
      { source: 'Facebook', visits: 420, requests: 6 },
      { source: 'WhatsApp', visits: 260, requests: 5 },
      { source: 'flyer', visits: 90, requests: 2 },
    ],
    servicePages: [
      { path: '/carpetcleaning', title: 'Carpet Cleaning Services in Kenya', visits: 760, bookings: 7 },
      { path: '/sofacleaning', title: 'Sofa Cleaning Services in Kenya', visits: 520, bookings: 5 },
    ],
  }
}

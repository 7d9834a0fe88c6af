import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../forms/schema.ts'
import { openingBounds, withOpeningHours } from './opening-hours.ts'

const weekdays = { days: 'Monday to Friday', opens: '08:00', closes: '18:00' }
const saturday = { days: 'Saturday', opens: '09:30', closes: '13:00' }

const booking: FormDefinition = {
  title: 'Book',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'arrival', label: 'Arrival', kind: 'time' },
    { name: 'callBack', label: 'Call back', kind: 'time', min: '10:00' },
  ],
}
const newsletter: FormDefinition = { title: 'News', fields: [{ name: 'email', label: 'Email', kind: 'email' }] }

describe('the opening hours as a time field’s bounds', () => {
  it('runs from the earliest opening to the latest closing of any day', () => {
    expect(openingBounds([saturday, weekdays])).toEqual({ min: '08:00', max: '18:00' })
  })

  it('gives no bounds when some hours run past midnight', () => {
    expect(openingBounds([weekdays, { days: 'Friday night', opens: '20:00', closes: '02:00' }])).toBeUndefined()
  })

  it('fills only what a time field leaves out, and leaves other fields and forms as they are', () => {
    const forms = withOpeningHours({ booking, newsletter }, { openingHours: [weekdays, saturday] })
    expect(forms.booking?.fields.map(({ name, min, max }) => [name, min, max])).toEqual([
      ['name', undefined, undefined],
      ['arrival', '08:00', '18:00'],
      ['callBack', '10:00', '18:00'],
    ])
    expect(forms.newsletter).toBe(newsletter)
    const withoutTimes = { newsletter }
    expect(withOpeningHours(withoutTimes, { openingHours: [weekdays] })).toBe(withoutTimes)
  })
})

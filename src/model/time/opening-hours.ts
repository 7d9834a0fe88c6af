import type { FormDefinition } from '../../forms/schema.ts'
import type { Business } from '../../schema/business.ts'
import { isTime, minutesOf } from './local-time.ts'

/**
 * The hours a time field takes when site.yaml gives it no `min` or `max`: the earliest opening to the latest
 * closing. None when the hours run past midnight, as the whole day may then be open.
 */
export function openingBounds(openingHours: Business['openingHours']): { min: string; max: string } | undefined {
  const opens = openingHours.map((hours) => hours.opens).filter(isTime)
  const closes = openingHours.map((hours) => hours.closes).filter(isTime)
  if (opens.length === 0 || closes.length === 0) return undefined
  if (openingHours.some((hours) => isTime(hours.opens) && isTime(hours.closes) && hours.closes <= hours.opens))
    return undefined
  const earliest = opens.reduce((a, b) => (minutesOf(b) < minutesOf(a) ? b : a))
  const latest = closes.reduce((a, b) => (minutesOf(b) > minutesOf(a) ? b : a))
  return { min: earliest, max: latest }
}

/**
 * The forms as the browser and the receiver check them: each time field's missing `min` and `max` filled in
 * from the business's opening hours, so both sides, the hint and the messages work from the same bounds.
 * Forms without a time field are returned as they are.
 */
export function withOpeningHours<Forms extends Record<string, FormDefinition> | undefined>(
  forms: Forms,
  business: Pick<Business, 'openingHours'>,
): Forms {
  const bounds = openingBounds(business.openingHours)
  if (!forms || !bounds) return forms
  const hasTime = (form: FormDefinition) => form.fields.some((field) => field.kind === 'time')
  if (!Object.values(forms).some(hasTime)) return forms
  return Object.fromEntries(
    Object.entries(forms).map(([id, form]) => [
      id,
      hasTime(form)
        ? {
            ...form,
            fields: form.fields.map((field) =>
              field.kind === 'time' ? { ...field, min: field.min ?? bounds.min, max: field.max ?? bounds.max } : field,
            ),
          }
        : form,
    ]),
  ) as Forms
}

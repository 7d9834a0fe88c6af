import { describe, expect, it } from 'vitest'
import type { FormDefinition } from './schema.ts'
import { checkValue, valueSchema } from './rules.ts'
import { serviceChoiceValue, serviceOptions, withServiceChoices } from '../model/service-choices.ts'

const services = [
  { name: 'Carpet Cleaning', link: '/carpetcleaning' },
  { name: 'Sofa Cleaning', link: '/sofacleaning' },
]

const booking: FormDefinition = {
  title: 'Book',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'service', label: 'Service', kind: 'select', optionsFrom: 'services' },
  ],
}

const contact: FormDefinition = {
  title: 'Contact',
  fields: [
    {
      name: 'service',
      label: 'Service',
      kind: 'select',
      optionsFrom: 'services',
      options: [
        { label: 'Something else', value: 'other' },
        { label: 'Sofas again', value: 'sofacleaning' },
      ],
    },
  ],
}

const serviceField = (form: FormDefinition | undefined) => form?.fields.find((field) => field.name === 'service')

describe('serviceChoiceValue', () => {
  it('sends the address of the service’s page, in letters, digits and hyphens', () => {
    expect(serviceChoiceValue({ name: 'Carpet Cleaning', link: '/carpetcleaning' })).toBe('carpetcleaning')
    expect(serviceChoiceValue({ name: 'Rugs', link: '/services/rugs#prices' })).toBe('services-rugs')
  })

  it('sends the name in those letters when the service’s link leads off the site', () => {
    expect(serviceChoiceValue({ name: 'Rugs & Mats', link: 'https://rugs.example/' })).toBe('rugs-and-mats')
  })
})

describe('withServiceChoices', () => {
  it('offers every service, by name, in the fields that take their choices from them', () => {
    const forms = withServiceChoices({ booking }, services)
    expect(serviceField(forms.booking)?.options).toEqual([
      { label: 'Carpet Cleaning', value: 'carpetcleaning' },
      { label: 'Sofa Cleaning', value: 'sofacleaning' },
    ])
    expect(forms.booking?.fields[0]).toBe(booking.fields[0])
  })

  it('follows the services: one added is offered with nothing else changed', () => {
    const more = [...services, { name: 'Window Cleaning', link: '/window-cleaning' }]
    expect(serviceField(withServiceChoices({ booking }, more).booking)?.options?.at(-1)).toEqual({
      label: 'Window Cleaning',
      value: 'window-cleaning',
    })
  })

  it('puts the field’s own choices after the services, each value once', () => {
    expect(serviceField(withServiceChoices({ contact }, services).contact)?.options).toEqual([
      { label: 'Carpet Cleaning', value: 'carpetcleaning' },
      { label: 'Sofa Cleaning', value: 'sofacleaning' },
      { label: 'Something else', value: 'other' },
    ])
  })

  it('names the services as a language writes them, sending the same values', () => {
    const swahili = [{ name: 'Kusafisha Mazulia' }, { name: 'Kusafisha Sofa' }]
    expect(serviceOptions(services, swahili)).toEqual([
      { label: 'Kusafisha Mazulia', value: 'carpetcleaning' },
      { label: 'Kusafisha Sofa', value: 'sofacleaning' },
    ])
  })

  it('returns forms without such a field as they are', () => {
    const plain = { plain: { title: 'Plain', fields: [{ name: 'name', label: 'Name', kind: 'text' as const }] } }
    expect(withServiceChoices(plain, services)).toBe(plain)
    expect(withServiceChoices(undefined, services)).toBeUndefined()
  })

  it('gives the browser and the receiver the same list to check against', () => {
    const field = serviceField(withServiceChoices({ booking }, services).booking)!
    expect(valueSchema(field)).toMatchObject({ anyOf: [{ const: '' }, { enum: ['carpetcleaning', 'sofacleaning'] }] })
    expect(checkValue(field, 'sofacleaning', '2026-01-01')).toBeUndefined()
    expect(checkValue(field, 'upholstery', '2026-01-01')).toBe('invalid')
  })
})

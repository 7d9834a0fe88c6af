import { describe, expect, it } from 'vitest'
import { fixturePublicDir as publicDir, minimalSite } from '../../testing/mistakes.ts'
import { checkSite } from '../check-site.ts'
import { formatProblem } from '../format.ts'

const typedOptions =
  '        options:\n          - { label: Sofa, value: sofa }\n          - { label: Carpet, value: carpet }\n'

/** The minimal fixture, its booking form's service list taking its choices from the services. */
const followingServices = minimalSite.replace(typedOptions, '        optionsFrom: services\n')

const errorsOf = (text: string) => checkSite(text, { publicDir }).errors.map(formatProblem)

describe('a list that takes its choices from the services', () => {
  it('needs no options of its own, and a button may fill in a service by its page’s address', () => {
    expect(followingServices).not.toBe(minimalSite)
    const prefilled = followingServices.replace(
      '{ label: Book, form: booking }',
      '{ label: Book, form: booking, prefill: { service: sofacleaning } }',
    )
    expect(errorsOf(prefilled)).toEqual([])
  })

  it('refuses a filled-in value that is not one of the services, naming them', () => {
    const prefilled = followingServices.replace(
      '{ label: Book, form: booking }',
      '{ label: Book, form: booking, prefill: { service: sofa } }',
    )
    expect(errorsOf(prefilled)).toEqual([
      'site.yaml:74:63  pages./.blocks[0] (hero).buttons[0].prefill.service: "sofa" is not an option of the field "service" in the form "booking"\n' +
        '    hint: Its options, listed at line 49 under forms.booking: "sofacleaning".',
    ])
  })

  it('is an error on a site without services, at the field', () => {
    const withoutServices = followingServices.replace(
      'services:\n  - { name: Sofa Cleaning, link: /sofacleaning, summary: Any fabric. }\n',
      'services: []\n',
    )
    expect(withoutServices).not.toBe(followingServices)
    expect(errorsOf(withoutServices)).toContain(
      'site.yaml:48:22  forms.booking.fields[0].optionsFrom: expected services to choose from, found none under "services:"\n' +
        '    hint: Add the services under "services:", or list the choices under options: instead.',
    )
  })
})

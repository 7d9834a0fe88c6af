// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compileFormValidator } from '../../server/receiver/form-validator.ts'
import { FormView } from '../forms/FormView.tsx'
import type { FormDefinition } from '../forms/schema.ts'
import type { ShellData } from '../model/site-data.ts'
import type { Site } from '../schema/site.ts'
import { ShellContext } from '../ui/shell-context.tsx'
import { checkSite } from '../validation/check-site.ts'
import { formLanguages } from './form-languages.ts'
import { siteManifest } from './render-site.ts'
import { shellData } from './site-routes.ts'

// The site's own booking and contact forms take their choices from the services: the page, each language's page and
// the receiver all offer and accept the same list, made from the services alone.

const root = join(import.meta.dirname, '../..')
const checked = checkSite(readFileSync(join(root, 'site.yaml'), 'utf8'), { publicDir: join(root, 'public') })
const site = checked.site as Site

/** The choices of the form's list, as its page draws them: words and value, the "Choose…" line left out. */
function drawnChoices(shell: ShellData, formId: string, fieldName: string) {
  document.body.innerHTML = renderToString(
    <ShellContext.Provider value={shell}>
      <FormView form={shell.forms[formId]!} idBase={formId} />
    </ShellContext.Provider>,
  )
  const select = document.getElementById(`${formId}-${fieldName}`) as HTMLSelectElement
  return [...select.options].filter((option) => option.value !== '').map((option) => [option.text, option.value])
}

const sentWith = (form: FormDefinition, field: string, value: string) => {
  const body = Object.fromEntries(form.fields.map((each) => [each.name, each.name === field ? value : '']))
  return compileFormValidator(form)(body)[field]
}

describe('the site’s forms whose choices are the services', () => {
  it('passes the check', () => {
    expect(checked.errors).toEqual([])
  })

  it('offers every service on the page, then the contact form’s own "Something else"', () => {
    const services = site.services.map((service) => [service.name, service.link.slice(1)])
    const shell = shellData(site)
    expect(drawnChoices(shell, 'booking', 'service')).toEqual(services)
    expect(drawnChoices(shell, 'contact', 'cleaningService')).toEqual([...services, ['Something else', 'other']])
  })

  it('names them in Swahili on the Swahili pages, sending the same values', () => {
    const swahili = drawnChoices(shellData(site, 'sw-KE'), 'booking', 'service')
    expect(swahili.map(([, value]) => value)).toEqual(site.services.map((service) => service.link.slice(1)))
    expect(swahili[0]).toEqual(['Kusafisha Mazulia', 'carpetcleaning'])
    expect(drawnChoices(shellData(site, 'sw-KE'), 'contact', 'cleaningService').at(-1)).toEqual([
      'Kitu kingine',
      'other',
    ])
  })

  it('has the receiver accept a service and refuse a choice the list does not have, in every language', () => {
    const forms = [siteManifest(site, [], {}).forms, formLanguages(site).formsByLanguage?.['sw-KE'] ?? {}]
    for (const { booking } of forms) {
      expect(sentWith(booking!, 'service', 'mattresscleaning')).toBeUndefined()
      expect(sentWith(booking!, 'service', 'upholstery')).toHaveLength(1)
    }
  })
})

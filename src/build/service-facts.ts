import { isRecord } from '../model/is-record.ts'
import type { ServiceFacts } from '../model/manifest.ts'
import type { Site } from '../schema/site.ts'

/** The services whose link is a page of the site, with the choices their page's buttons make in a form. */
export function serviceFacts(site: Site): ServiceFacts[] {
  return site.services.flatMap((service) => {
    const page = Object.hasOwn(site.pages, service.link) ? site.pages[service.link] : undefined
    return page ? [{ name: service.name, path: service.link, bookWith: prefilledForms(page) }] : []
  })
}

/** Every button, wherever it sits in the page, that opens a form with some of its fields filled in. */
function prefilledForms(value: unknown): ServiceFacts['bookWith'] {
  if (Array.isArray(value)) return value.flatMap(prefilledForms)
  if (!isRecord(value)) return []
  const own =
    typeof value.form === 'string' && isRecord(value.prefill)
      ? [{ form: value.form, values: textsOf(value.prefill) }]
      : []
  return [...own, ...Object.values(value).flatMap(prefilledForms)]
}

const textsOf = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

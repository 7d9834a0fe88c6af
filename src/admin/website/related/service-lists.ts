import { isRecord } from '../../../model/is-record.ts'
import type { EditOp } from '../../../site-text/edit.ts'
import type { Path } from '../form/json-schema.ts'
import { valueAt } from '../form/editor-context.ts'

/** A form's list of choices typed by hand that looks meant to offer the services, and does not follow them. */
export interface HandTypedList {
  formId: string
  fieldIndex: number
  /** The form's heading and the field's label, as she knows them. */
  formTitle: string
  fieldLabel: string
  /** The field's inner name, which a button that fills the form in names it by. */
  fieldName: string
  /** Where its choices are: forms.<id>.fields.<n>.options. */
  path: Path
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

/** Little words any name may hold. */
const littleWords = ['and', 'the', 'for', 'service', 'services']

const plainWords = (text: unknown): string[] =>
  String(text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)

/**
 * Words that tell nothing about which service a name means: the little ones, and any that more than half the services
 * share (the trade's own word, such as "repairs" on a repairer's site).
 */
function sharedWords(services: Record<string, unknown>[]): Set<string> {
  const counts = new Map<string, number>()
  for (const service of services)
    for (const word of new Set(plainWords(service.name))) counts.set(word, (counts.get(word) ?? 0) + 1)
  const shared = [...counts].filter(([, count]) => services.length > 1 && count * 2 > services.length)
  return new Set([...littleWords, ...shared.map(([word]) => word)])
}

/** "tile" and "tiles", "repair" and "repairing": one word starts the other, or they share their first five letters. */
const isSameWord = (a: string, b: string) =>
  a.startsWith(b) || b.startsWith(a) || (a.length > 5 && a.slice(0, 5) === b.slice(0, 5))

/** Whether a choice's words name one of the services: "Gate and Fence Repairs" names "Fence Repairs". */
export function namesAService(label: unknown, services: readonly unknown[]): boolean {
  const named = records(services)
  const shared = sharedWords(named)
  const wordsOf = (text: unknown) => plainWords(text).filter((word) => !shared.has(word))
  const words = wordsOf(label)
  return named.some((service) => wordsOf(service.name).some((word) => words.some((other) => isSameWord(word, other))))
}

/** At least two of the choices, or half of them, name services. */
const looksLikeServices = (options: Record<string, unknown>[], services: readonly unknown[]) => {
  const named = options.filter((option) => namesAService(option.label, services)).length
  return named >= 2 || (named > 0 && named * 2 >= options.length)
}

/** The select fields whose choices are typed by hand and name the services (or ask for one), form by form. */
export function handTypedServiceLists(data: unknown): HandTypedList[] {
  const site = isRecord(data) ? data : {}
  const services = records(site.services)
  const forms = isRecord(site.forms) ? site.forms : {}
  return Object.entries(forms).flatMap(([formId, form]) =>
    records(isRecord(form) ? form.fields : undefined).flatMap((field, fieldIndex): HandTypedList[] => {
      const options = records(field.options)
      const isHandTyped = field.kind === 'select' && field.optionsFrom === undefined
      if (!isHandTyped || !(looksLikeServices(options, services) || /service/i.test(String(field.name)))) return []
      return [
        {
          formId,
          fieldIndex,
          formTitle: String(isRecord(form) ? (form.title ?? formId) : formId),
          fieldLabel: String(field.label ?? field.name),
          fieldName: String(field.name),
          path: ['forms', formId, 'fields', fieldIndex, 'options'],
        },
      ]
    }),
  )
}

/** The hand-typed list whose choices are at `path`, if that list looks meant to offer the services. */
export const handTypedListAt = (data: unknown, path: Path): HandTypedList | undefined =>
  handTypedServiceLists(data).find((list) => JSON.stringify(list.path) === JSON.stringify(path))

/**
 * "Use the services instead": the list takes its choices from the services, and drops the typed choices that
 * name a service, in every language; those that name none ("Something else") stay, after the services.
 */
export function servicesInsteadEdits(data: unknown, list: HandTypedList): EditOp[] {
  const site = isRecord(data) ? data : {}
  const fieldPath = list.path.slice(0, -1)
  const options = records(valueAt(data, list.path))
  const named = options.flatMap((option, index) => (namesAService(option.label, records(site.services)) ? [index] : []))
  const languages = records(site.languages).flatMap((_language, at) => {
    const path = ['languages', at, 'texts', ...list.path]
    return Array.isArray(valueAt(data, path)) ? [path] : []
  })
  const removals = (path: Path, count: number): EditOp[] =>
    named.length === options.length
      ? [{ op: 'remove', path }]
      : named
          .filter((index) => index < count)
          .reverse()
          .map((index) => ({ op: 'remove', path: [...path, index] }))
  return [
    ...languages.flatMap((path) => removals(path, (valueAt(data, path) as unknown[]).length)),
    ...removals(list.path, options.length),
    { op: 'set', path: [...fieldPath, 'optionsFrom'], value: 'services' },
  ]
}

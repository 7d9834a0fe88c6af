import type { References } from '../ajv.ts'
import { messages } from '../messages.ts'
import { isRecord } from '../../model/is-record.ts'
import { pointerToSegments } from '../path-words.ts'
import { asArray } from './routes.ts'
import { refusedAt, type Context } from './semantic-context.ts'
import { keyPosition } from '../source.ts'
import { curlyQuotesMistake } from '../suggestions/value-hints.ts'
import { fieldRules } from '../../forms/kinds/rules.ts'
import { serviceChoiceValue } from '../../model/service-choices.ts'

/** A button's `form:` names a form that exists. */
export function checkFormReferences(context: Context, references: References) {
  const { data, report, where } = context
  const forms = Object.keys(isRecord(data.forms) ? data.forms : {})
  const known = new Set(forms)
  for (const { pointer, value } of references.formRef) {
    if (known.has(value)) continue
    const path = pointerToSegments(pointer, data)
    report(
      curlyQuotesMistake(refusedAt(context, path, value), true) ?? messages.unknownForm(where(path), value, forms),
      path,
    )
  }
}

/** A kind of field whose answers are chosen from a list. */
const hasChoices = (kind: unknown): boolean =>
  typeof kind === 'string' &&
  Object.hasOwn(fieldRules, kind) &&
  fieldRules[kind as keyof typeof fieldRules].choices !== undefined

/** The values of the site's services' choices, as `optionsFrom: services` offers them. */
const serviceValues = (services: unknown): string[] =>
  asArray(services).flatMap((service) =>
    isRecord(service) && typeof service.name === 'string' && typeof service.link === 'string'
      ? [serviceChoiceValue({ name: service.name, link: service.link })]
      : [],
  )

/**
 * Each form's fields have their own names; a select has options, each with its own value, or takes them from the
 * services, which only a list can do and only when the site has services.
 */
export function checkForms({ data, report, where }: Context) {
  if (!isRecord(data.forms)) return
  const hasServices = serviceValues(data.services).length > 0
  for (const [formId, form] of Object.entries(data.forms)) {
    const names = new Set<unknown>()
    asArray(isRecord(form) ? form.fields : undefined).forEach((field, fieldIndex) => {
      if (!isRecord(field)) return
      const fieldPath = ['forms', formId, 'fields', fieldIndex]
      if (names.has(field.name))
        report(messages.duplicateField(where([...fieldPath, 'name']), String(field.name)), [...fieldPath, 'name'])
      names.add(field.name)
      const options = asArray(field.options)
      const fromPath = [...fieldPath, 'optionsFrom']
      if (field.kind === 'select' && options.length === 0 && field.optionsFrom === undefined)
        report(messages.selectNeedsOptions(where(fieldPath)), fieldPath)
      if (field.optionsFrom !== undefined && !hasChoices(field.kind))
        report(messages.optionsFromOnlyForSelect(where(fromPath), String(field.kind)), fromPath, { onKey: true })
      else if (field.optionsFrom === 'services' && !hasServices)
        report(messages.optionsFromWithoutServices(where(fromPath)), fromPath)
      if (field.kind !== 'select' && options.length > 0)
        report(messages.optionsOnlyForSelect(where([...fieldPath, 'options'])), [...fieldPath, 'options'], {
          onKey: true,
        })
      const labelsByValue = new Map<unknown, string>()
      options.forEach((option, optionIndex) => {
        if (!isRecord(option)) return
        const first = labelsByValue.get(option.value)
        const path = [...fieldPath, 'options', optionIndex, 'value']
        if (first !== undefined) report(messages.duplicateOption(where(path), String(option.value), first), path)
        else labelsByValue.set(option.value, String(option.label))
      })
    })
  }
}

const countOf = (item: Record<string, unknown>, keys: string[]) => keys.filter((key) => item[key] !== undefined).length

/** Every button, wherever the schema allows one, needs exactly one action, and its prefill must fit its form. */
export function checkButtons(context: Context, references: References) {
  const { data, report, where, source } = context
  const fieldsOf = fieldLookup(serviceValues(data.services))
  for (const { pointer, value: button } of references.button) {
    const at = pointerToSegments(pointer, data)
    if (countOf(button, ['link', 'form', 'menu']) !== 1) report(messages.buttonNeedsAction(where(at)), at)
    const formId = typeof button.form === 'string' ? button.form : undefined
    const form = isRecord(data.forms) && formId !== undefined ? data.forms[formId] : undefined
    if (!isRecord(form) || formId === undefined || !isRecord(button.prefill)) continue
    const { fields, names, indexOf, optionsOf } = fieldsOf(form)
    for (const [name, value] of Object.entries(button.prefill)) {
      const path = [...at, 'prefill', name]
      const index = indexOf.get(name) ?? -1
      const field = fields[index]
      if (!isRecord(field)) {
        report(messages.unknownPrefillField(where(path), name, formId, names), path, { onKey: true })
        continue
      }
      const { options, known } = optionsOf(field)
      if (options.length === 0 || known.has(String(value))) continue
      const listedUnder = field.options === undefined && field.optionsFrom !== undefined ? 'optionsFrom' : 'options'
      const { line } = keyPosition(source, ['forms', formId, 'fields', index, listedUnder])
      report(
        curlyQuotesMistake(refusedAt(context, path, value), true) ??
          messages.badPrefillValue(where(path), String(value), { form: formId, name, options, line }),
        path,
      )
    }
  }
}

/**
 * A form's fields by name and each field's option values (the services' first for a field that takes them),
 * worked out once however many buttons fill them.
 */
function fieldLookup(services: string[]) {
  const forms = new WeakMap<object, ReturnType<typeof lookupOf>>()
  const fieldOptions = new WeakMap<object, { options: string[]; known: Set<string> }>()
  const optionsOf = (field: Record<string, unknown>) => {
    let found = fieldOptions.get(field)
    if (!found) {
      const own = asArray(field.options).flatMap((option) => (isRecord(option) ? [String(option.value)] : []))
      const options = field.optionsFrom === 'services' ? [...services, ...own] : own
      found = { options, known: new Set(options) }
      fieldOptions.set(field, found)
    }
    return found
  }
  const lookupOf = (form: Record<string, unknown>) => {
    const fields = asArray(form.fields)
    const indexOf = new Map<unknown, number>()
    fields.forEach((field, index) => {
      if (isRecord(field) && !indexOf.has(field.name)) indexOf.set(field.name, index)
    })
    const names = fields.flatMap((candidate) => (isRecord(candidate) ? [String(candidate.name)] : []))
    return { fields, names, indexOf, optionsOf }
  }
  return (form: Record<string, unknown>) => {
    let lookup = forms.get(form)
    if (!lookup) {
      lookup = lookupOf(form)
      forms.set(form, lookup)
    }
    return lookup
  }
}

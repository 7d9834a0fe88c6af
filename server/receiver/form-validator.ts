import { Ajv, type ErrorObject } from 'ajv'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { formJsonSchema } from '../../src/forms/json-schema.ts'
import { businessTimeZone, isOnOrAfter, messageFor, todayIn } from '../../src/forms/rules.ts'

export type FieldErrors = Record<string, string[]>

export interface FormValidator {
  /** Field errors of a submitted body, by field name ('' for the body as a whole); empty when valid. */
  (body: unknown): FieldErrors
}

/** The receiver's check of a form: ajv with the JSON Schema the form definition compiles to. */
export function compileFormValidator(form: FormDefinition, now: () => Date = () => new Date()): FormValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, verbose: true })
  ajv.addKeyword({
    keyword: 'notBeforeToday',
    type: 'string',
    schemaType: 'boolean',
    validate: (_enabled: boolean, value: string) => isOnOrAfter(value, todayIn(businessTimeZone, now())),
  })
  const validate = ajv.compile(formJsonSchema(form))
  return (body) => (validate(body) ? {} : groupErrors(form, validate.errors ?? []))
}

/** One message per field, worded as the browser words it, so a visitor reads the same text either way. */
function groupErrors(form: FormDefinition, errors: readonly ErrorObject[]): FieldErrors {
  const grouped: FieldErrors = {}
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue
    const field =
      error.keyword === 'required'
        ? String((error.params as { missingProperty: string }).missingProperty)
        : error.keyword === 'additionalProperties'
          ? String((error.params as { additionalProperty: string }).additionalProperty)
          : (error.instancePath.split('/')[1] ?? '')
    const definition = form.fields.find((candidate) => candidate.name === field)
    const isMissing = error.keyword === 'required' || (typeof error.data === 'string' && !/\S/.test(error.data))
    const message =
      error.keyword === 'additionalProperties'
        ? 'is not a field of this form'
        : definition
          ? messageFor(definition, isMissing ? 'missing' : 'invalid')
          : (error.message ?? 'is not valid')
    const earlier = Object.hasOwn(grouped, field) ? (grouped[field] ?? []) : []
    grouped[field] = earlier.includes(message) ? earlier : [...earlier, message]
  }
  return grouped
}

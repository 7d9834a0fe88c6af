import { Ajv, type ErrorObject } from 'ajv'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { formJsonSchema } from '../../src/forms/json-schema.ts'
import { messageFor } from '../../src/forms/messages.ts'
import { fieldRules } from '../../src/forms/kinds/rules.ts'
import { allowedByKindKeyword, hasVisibleCharacter } from '../../src/forms/rules.ts'
import { defaultTimeZone, todayIn } from '../../src/model/time/local-time.ts'
import { businessLanguage } from '../../src/forms/business-language.ts'
import type { FormLanguage } from '../../src/forms/form-language.ts'

export type FieldErrors = Record<string, string[]>

/** For a value sent as a number, null, a list or an object: only scripts do that, never the site's forms. */
export const notTextMessage = 'must be text'

export interface FormValidator {
  /** Field errors of a submitted body, by field name ('' for the body as a whole); empty when valid. */
  (body: unknown): FieldErrors
}

/**
 * The receiver's check of a form: ajv with the JSON Schema the form definition compiles to. A day is judged by
 * today in `timeZone`, the business's. `form` is as written in `language`, whose words the errors are in.
 */
export function compileFormValidator(
  form: FormDefinition,
  now: () => Date = () => new Date(),
  timeZone = defaultTimeZone,
  language: FormLanguage = businessLanguage,
): FormValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, verbose: true })
  const fields = new Map(form.fields.map((field) => [field.name, field]))
  ajv.addKeyword({
    keyword: allowedByKindKeyword,
    type: 'string',
    schemaType: 'string',
    validate: (name: string, value: string) => {
      const field = fields.get(name)
      const allows = field && fieldRules[field.kind].allows
      return !allows || allows(value, field, todayIn(timeZone, now()))
    },
  })
  const validate = ajv.compile(formJsonSchema(form))
  return (body) => (validate(body) ? {} : groupErrors(form, validate.errors ?? [], language))
}

/** One message per field, worded as the browser words it, so a visitor reads the same text either way. */
function groupErrors(form: FormDefinition, errors: readonly ErrorObject[], language: FormLanguage): FieldErrors {
  const grouped: FieldErrors = {}
  const notText = new Set(errors.filter(isNotText).map(fieldOf))
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue
    const field = fieldOf(error)
    const definition = form.fields.find((candidate) => candidate.name === field)
    const isMissing =
      error.keyword === 'required' || (typeof error.data === 'string' && !hasVisibleCharacter(error.data))
    const message =
      error.keyword === 'additionalProperties'
        ? 'is not a field of this form'
        : notText.has(field)
          ? notTextMessage
          : definition
            ? messageFor(definition, isMissing ? 'missing' : 'invalid', language)
            : (error.message ?? 'is not valid')
    const earlier = Object.hasOwn(grouped, field) ? (grouped[field] ?? []) : []
    grouped[field] = earlier.includes(message) ? earlier : [...earlier, message]
  }
  return grouped
}

/** A field's value that is not a string; the body itself not being an object is reported as it is. */
const isNotText = (error: ErrorObject) => error.keyword === 'type' && error.instancePath !== ''

/** The field an ajv error is about: a missing or unknown field by its name, any other by its place. */
export function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty)
  if (error.keyword === 'additionalProperties')
    return String((error.params as { additionalProperty: string }).additionalProperty)
  return error.instancePath.split('/')[1] ?? ''
}

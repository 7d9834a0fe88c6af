import type { FormDefinition } from './schema.ts'
import { valueSchema } from './rules.ts'

/** The honeypot: a field people never see or fill; bots that fill it are ignored. */
export const honeypotField = '_honeypot'

/**
 * The language of the page a form was sent from, which the browser and the form's own markup send with the
 * visitor's answers: the receiver answers in it, and the business sees it beside the request.
 */
export const languageField = '_language'

/** A language tag, short, as `languageField` carries it: "sw-KE". Never trusted beyond this: see sent-language.ts. */
const languageTag = { type: 'string', maxLength: 35, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$' }

/**
 * The JSON Schema of what a form sends: one string per field, nothing else but the honeypot and the language.
 * A kind with more to check than a pattern (a day, a time, a number) carries `allowedByKind`, a keyword the
 * server's validator adds.
 */
export function formJsonSchema(form: FormDefinition): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: form.fields.filter((field) => field.required).map((field) => field.name),
    properties: {
      ...Object.fromEntries(form.fields.map((field) => [field.name, valueSchema(field)])),
      [honeypotField]: { type: 'string', maxLength: 200 },
      [languageField]: languageTag,
    },
  }
}

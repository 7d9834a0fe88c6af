import type { FormDefinition } from './schema.ts'
import { valueSchema } from './rules.ts'

/** The honeypot: a field people never see or fill; bots that fill it are ignored. */
export const honeypotField = '_honeypot'

/**
 * The JSON Schema of what a form sends: one string per field, nothing else but the honeypot.
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
    },
  }
}

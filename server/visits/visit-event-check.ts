import { Type, type Static } from '@sinclair/typebox'
import { Ajv } from 'ajv'
import { utmMaxLength, visitEventNames, type VisitEvent } from '../../src/model/visits/visit-event.ts'
import { fieldOf, type FieldErrors } from '../receiver/form-validator.ts'

const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] })
const campaignText = Type.String({ maxLength: utmMaxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })

/** What POST /api/visits accepts; anything else is refused field by field. */
const visitEventSchema = Type.Object(
  {
    event: oneOf(visitEventNames),
    path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
    referrer: Type.String({ maxLength: 253, pattern: '^([A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?)?$' }),
    utmSource: Type.Optional(campaignText),
    utmMedium: Type.Optional(campaignText),
    utmCampaign: Type.Optional(campaignText),
    device: oneOf(['phone', 'computer'] as const),
    form: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z][a-z0-9-]*$' })),
  },
  { additionalProperties: false },
)

// The schema and the type the public page sends are one: a change to either fails to compile here.
const sameShape: [Static<typeof visitEventSchema>, VisitEvent] = [
  {} as VisitEvent,
  {} as Static<typeof visitEventSchema>,
]
void sameShape

const validate = new Ajv({ allErrors: true, strict: true }).compile<VisitEvent>(visitEventSchema)

/**
 * The field errors of a sent event ('' for the body as a whole), or the event when it is well formed.
 * Whether its path is a page of the site is for the caller, who knows the site being served.
 */
export function checkVisitEvent(body: unknown): { event: VisitEvent } | { errors: FieldErrors } {
  if (validate(body)) return { event: body }
  const errors: FieldErrors = {}
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error)
    const message =
      error.keyword === 'additionalProperties' ? 'is not a field of a visit' : (error.message ?? 'is not valid')
    const earlier = errors[field] ?? []
    if (!earlier.includes(message)) errors[field] = [...earlier, message]
  }
  return { errors }
}

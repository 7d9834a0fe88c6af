import { Ajv } from 'ajv'

const options = { allErrors: true, discriminator: true, strict: true, strictTypes: false } as const

/** Checks bodies and answers as they are: a number sent as text is a mistake, not a number. */
export const exactCheck = new Ajv(options)

/** Checks an address's parts and its query, which are always text, reading a number from them. */
export const checkFromText = new Ajv({ ...options, coerceTypes: true })

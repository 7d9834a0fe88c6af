import type { FieldRule } from '../types.ts'

/** The allowed values are the field's options; the form engine adds them. */
export const selectRule: FieldRule = { maxLength: 100, invalidMessage: 'Choose one of the options.' }

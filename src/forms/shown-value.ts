import type { FormField } from './schema.ts'

/**
 * A sent value as the form itself words it: a choice from a list by its label, as the visitor saw it;
 * anything else, and a choice the list no longer has, as it was sent.
 */
export const shownValue = (field: Pick<FormField, 'options'>, value: string): string =>
  field.options?.find((option) => option.value === value)?.label ?? value

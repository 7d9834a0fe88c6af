import type { FieldInputProps } from './types.ts'

/**
 * What every kind of control writes: its id and name, an empty value to start with, whether it is required, and
 * the hint under it that describes it.
 */
export function controlProps({ field, id, hintId }: FieldInputProps) {
  return {
    id,
    name: field.name,
    defaultValue: '',
    required: Boolean(field.required),
    'aria-describedby': hintId,
  }
}

import type { FieldInputProps } from './types.ts'

/** What every kind of control writes: its id and name, an empty value to start with, and whether it is required. */
export function controlProps({ field, id }: FieldInputProps) {
  return { id, name: field.name, defaultValue: '', required: Boolean(field.required) }
}

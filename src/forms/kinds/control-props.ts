import type { ChangeEvent } from 'react'
import type { FieldInputProps } from './types.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What every kind of control takes from the form engine: name, value, required state and error link. */
export function controlProps({ field, id, value, onChange, describedBy, isInvalid }: FieldInputProps) {
  return {
    id,
    name: field.name,
    value,
    required: Boolean(field.required),
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<Control>) => onChange(event.target.value),
  }
}

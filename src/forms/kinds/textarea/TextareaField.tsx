import type { FieldInputProps } from '../types.ts'

export function TextareaField({ field, id, value, onChange, describedBy, isInvalid }: FieldInputProps) {
  return (
    <textarea
      id={id}
      name={field.name}
      value={value}
      rows={5}
      placeholder={field.placeholder}
      required={Boolean(field.required)}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

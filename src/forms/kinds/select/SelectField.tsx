import type { FieldInputProps } from '../types.ts'

export function SelectField({ field, id, value, onChange, describedBy, isInvalid }: FieldInputProps) {
  return (
    <select
      id={id}
      name={field.name}
      value={value}
      required={Boolean(field.required)}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{field.placeholder ?? 'Choose…'}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

import type { FieldInputProps } from './types.ts'

/** The one-line inputs (text, email, tel, date) differ only in these attributes. */
export interface InputAttributes {
  type: 'text' | 'email' | 'tel' | 'date'
  inputMode?: 'text' | 'email' | 'tel'
  autoComplete?: string
}

export function TextInput({
  field,
  id,
  value,
  onChange,
  describedBy,
  isInvalid,
  today,
  ...attributes
}: FieldInputProps & InputAttributes) {
  return (
    <input
      {...attributes}
      id={id}
      name={field.name}
      value={value}
      placeholder={field.placeholder}
      required={Boolean(field.required)}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      min={attributes.type === 'date' ? today : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

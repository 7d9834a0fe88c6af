import { controlProps } from '../control-props.ts'
import type { FieldInputProps } from '../types.ts'

export function SelectField(props: FieldInputProps) {
  const { field } = props
  return (
    <select {...controlProps(props)}>
      <option value="">{field.placeholder ?? 'Choose…'}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

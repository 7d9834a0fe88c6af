import { controlProps } from '../control-props.ts'
import type { FieldInputProps } from '../types.ts'
import { useFormLanguage } from '../../use-form-language.ts'

export function SelectField(props: FieldInputProps) {
  const { field } = props
  const { words } = useFormLanguage()
  return (
    <select {...controlProps(props)}>
      <option value="">{field.placeholder ?? words.formChoose}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

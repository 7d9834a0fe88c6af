import { controlProps } from '../control-props.ts'
import type { FieldInputProps } from '../types.ts'

export function TextareaField(props: FieldInputProps) {
  return <textarea {...controlProps(props)} rows={5} placeholder={props.field.placeholder} />
}

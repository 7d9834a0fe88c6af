import { TextInput } from '../TextInput.tsx'
import type { FieldInputProps } from '../types.ts'

export function DateField(props: FieldInputProps) {
  return <TextInput {...props} type="date" />
}

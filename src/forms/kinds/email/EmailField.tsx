import { TextInput } from '../TextInput.tsx'
import type { FieldInputProps } from '../types.ts'

export function EmailField(props: FieldInputProps) {
  return <TextInput {...props} type="email" inputMode="email" autoComplete="email" />
}

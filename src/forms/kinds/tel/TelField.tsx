import { TextInput } from '../TextInput.tsx'
import type { FieldInputProps } from '../types.ts'

export function TelField(props: FieldInputProps) {
  return <TextInput {...props} type="tel" inputMode="tel" autoComplete="tel" />
}

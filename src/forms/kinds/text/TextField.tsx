import { TextInput } from '../TextInput.tsx'
import type { FieldInputProps } from '../types.ts'

const autoCompletes: Record<string, string> = { name: 'name', firstName: 'given-name', lastName: 'family-name' }

export function TextField(props: FieldInputProps) {
  return <TextInput {...props} type="text" autoComplete={autoCompletes[props.field.name]} />
}

import type { FieldKind } from '../schema.ts'
import { DateField } from './date/DateField.tsx'
import { EmailField } from './email/EmailField.tsx'
import { SelectField } from './select/SelectField.tsx'
import { TelField } from './tel/TelField.tsx'
import { TextField } from './text/TextField.tsx'
import { TextareaField } from './textarea/TextareaField.tsx'
import type { FieldInput } from './types.ts'

/** The control that draws each kind of field. Keys must be every kind: the type says so. */
export const fieldInputs: Record<FieldKind, FieldInput> = {
  text: TextField,
  email: EmailField,
  tel: TelField,
  textarea: TextareaField,
  select: SelectField,
  date: DateField,
}

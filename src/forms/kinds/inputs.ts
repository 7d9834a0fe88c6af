import { DateField } from './date/DateField.tsx'
import { EmailField } from './email/EmailField.tsx'
import { NumberField } from './number/NumberField.tsx'
import type { FieldKind } from './rules.ts'
import { SelectField } from './select/SelectField.tsx'
import { TelField } from './tel/TelField.tsx'
import { TextField } from './text/TextField.tsx'
import { TextareaField } from './textarea/TextareaField.tsx'
import { TimeField } from './time/TimeField.tsx'
import type { FieldInput } from './types.ts'
import { YesNoField } from './yes-no/YesNoField.tsx'

/** The control that draws each kind of field. Keys must be every kind: the type says so. */
export const fieldInputs: Record<FieldKind, FieldInput> = {
  text: { Control: TextField },
  email: { Control: EmailField },
  tel: { Control: TelField },
  textarea: { Control: TextareaField },
  select: { Control: SelectField },
  date: { Control: DateField },
  'yes-no': { Control: YesNoField, isGroup: true },
  time: { Control: TimeField },
  number: { Control: NumberField },
}

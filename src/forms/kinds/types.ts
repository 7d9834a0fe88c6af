import type { ComponentType, ReactNode } from 'react'
import type { FormField } from '../schema.ts'

/** The props every field input gets from the form's markup; the form's behaviour reads and checks its value. */
export interface FieldInputProps {
  field: FormField
  id: string
  /** The id of the hint under the field, when its kind gives one: the control is described by it. */
  hintId?: string
  /** The field's label with its required mark, for a control that draws its label itself (a group's legend). */
  label: ReactNode
}

/** How a kind of field is drawn: its control, and whether the control is a group that names itself with a legend. */
export interface FieldInput {
  Control: ComponentType<FieldInputProps>
  isGroup?: boolean
}

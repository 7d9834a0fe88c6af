import type { ComponentType } from 'react'
import type { FormField } from '../schema.ts'

/** What a kind of field accepts. Plain data, so the server can use it without React. */
export interface FieldRule {
  maxLength: number
  /** A regular expression the whole value must match, as JSON Schema writes it. */
  pattern?: string
  /** Shown when the value is there but wrong, unless the field says otherwise. */
  invalidMessage: string
}

/** The props every field input gets from the form's markup; the form's behaviour reads and checks its value. */
export interface FieldInputProps {
  field: FormField
  id: string
}

export type FieldInput = ComponentType<FieldInputProps>

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

/** The props every field input gets from the form engine. */
export interface FieldInputProps {
  field: FormField
  id: string
  value: string
  onChange: (value: string) => void
  /** The ids of the elements that describe the field (its error). */
  describedBy?: string
  isInvalid: boolean
  /** Today's date where the business is, for date fields. */
  today: string
}

export type FieldInput = ComponentType<FieldInputProps>

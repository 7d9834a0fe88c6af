import { controlProps } from './control-props.ts'
import type { FieldInputProps } from './types.ts'

/** The one-line inputs (text, email, tel, date) differ only in these attributes. */
export interface InputAttributes {
  type: 'text' | 'email' | 'tel' | 'date'
  inputMode?: 'text' | 'email' | 'tel'
  autoComplete?: string
}

export function TextInput({ type, inputMode, autoComplete, ...props }: FieldInputProps & InputAttributes) {
  return (
    <input
      {...controlProps(props)}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={props.field.placeholder}
      // The bookable days depend on the day it is: the form's behaviour sets them in the browser.
      min={type === 'date' ? '' : undefined}
    />
  )
}

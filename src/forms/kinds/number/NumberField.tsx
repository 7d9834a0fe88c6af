import { controlProps } from '../control-props.ts'
import type { FieldInputProps } from '../types.ts'
import { numberBoundsOf } from './number-bounds.ts'

export function NumberField(props: FieldInputProps) {
  const { min, max, step } = numberBoundsOf(props.field)
  return (
    <input
      {...controlProps(props)}
      type="number"
      // Phones' keypads for whole numbers have no decimal point.
      inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={step}
      placeholder={props.field.placeholder}
    />
  )
}

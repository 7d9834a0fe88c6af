import { controlProps } from '../control-props.ts'
import type { FieldInputProps } from '../types.ts'
import { timeBoundsOf } from './time-bounds.ts'

export function TimeField(props: FieldInputProps) {
  const { min, max, step } = timeBoundsOf(props.field)
  // The browser counts a time input's step in seconds.
  return <input {...controlProps(props)} type="time" min={min} max={max} step={step * 60} />
}

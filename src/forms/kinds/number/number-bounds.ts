import { fillWords } from '../../../words/fill-words.ts'
import { figuresIn, type FormLanguage } from '../../form-language.ts'
import type { FieldLimits } from '../field-rule.ts'

/** A number as a form sends it: figures, a minus sign before, a point before any decimals. */
export const numberPattern = '^-?[0-9]{1,12}(\\.[0-9]{1,6})?$'

const number = new RegExp(numberPattern)

/** What a number field takes: from `min` to `max` (either may be open), in steps of `step` counted from `min` (or 0). */
export interface NumberBounds {
  min?: number
  max?: number
  step: number
}

/** A limit written in site.yaml as a number, or as figures in quotes (the editor's boxes write text). */
export const limitNumber = (value: unknown): number | undefined => {
  const found = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(found) ? found : undefined
}

/** A number field's bounds; whole numbers unless `step` says otherwise. */
export function numberBoundsOf(field: FieldLimits): NumberBounds {
  const step = limitNumber(field.step)
  return { min: limitNumber(field.min), max: limitNumber(field.max), step: step !== undefined && step > 0 ? step : 1 }
}

// Steps such as 0.1 are not exact in binary: a value is on a step when it is this close to one.
const onStepTolerance = 1e-9

export function isNumberWithin(value: string, { min, max, step }: NumberBounds): boolean {
  if (!number.test(value)) return false
  const found = Number(value)
  if ((min !== undefined && found < min) || (max !== undefined && found > max)) return false
  const steps = (found - (min ?? 0)) / step
  return Math.abs(steps - Math.round(steps)) < onStepTolerance
}

/** "a whole number from 1 to 20", "a number of at least 0.5, in steps of 0.5"; in the form's language. */
export function numbersInWords({ min, max, step }: NumberBounds, { words, locale }: FormLanguage): string {
  const figures = (value: number) => figuresIn(value, locale)
  const isWhole = step === 1
  const numbers = isWhole ? words.formWholeNumber : words.formAnyNumber
  const ranged =
    min !== undefined && max !== undefined
      ? fillWords(words.formNumbersFromTo, { numbers, min: figures(min), max: figures(max) })
      : min !== undefined
        ? fillWords(words.formNumbersAtLeast, { numbers, min: figures(min) })
        : max !== undefined
          ? fillWords(words.formNumbersAtMost, { numbers, max: figures(max) })
          : numbers
  return isWhole ? ranged : fillWords(words.formNumbersInSteps, { numbers: ranged, step: figures(step) })
}

import type { FieldInputProps } from '../types.ts'
import { yesNoAnswers } from './rule.ts'
import { useFormLanguage } from '../../use-form-language.ts'

/**
 * Two radio buttons in a group named by its legend. The group, not each button, carries what the form's
 * behaviour marks (aria-invalid, aria-describedby), so it is a radiogroup, which has those states.
 */
export function YesNoField({ field, id, hintId, label }: FieldInputProps) {
  const legendId = `${id}-legend`
  const { words } = useFormLanguage()
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a fieldset may be a radiogroup, which can be marked invalid
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={field.required ? true : undefined}
      aria-describedby={hintId}
    >
      <legend id={legendId}>{label}</legend>
      {Object.entries(yesNoAnswers).map(([value, word]) => (
        <label key={value}>
          <input type="radio" name={field.name} value={value} required={Boolean(field.required)} />
          {words[word]}
        </label>
      ))}
    </fieldset>
  )
}

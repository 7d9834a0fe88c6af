import type { FormField } from './schema.ts'
import { fieldRules } from './kinds/rules.ts'
import type { FormLanguage } from './form-language.ts'

/**
 * A sent value as the form itself words it, for the inbox, the e-mail, the Excel file and WhatsApp: a choice
 * from a list by its label, as the visitor saw it; a yes/no as "Yes" or "No"; a day and a time as people read
 * them; anything else, and a choice the list no longer has, as it was sent. In `language`: the visitor's for
 * WhatsApp, the business's otherwise.
 */
export function shownValue(field: Pick<FormField, 'kind' | 'options'>, value: string, language: FormLanguage): string {
  const option = field.options?.find((candidate) => candidate.value === value)
  if (option) return option.label
  return fieldRules[field.kind].shown?.(value, language) ?? value
}

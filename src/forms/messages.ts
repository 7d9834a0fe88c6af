import type { FormDefinition, FormField } from './schema.ts'
import { fieldRules } from './kinds/rules.ts'
import type { ValueProblem } from './rules.ts'
import type { FormLanguage } from './form-language.ts'
import { fillWords } from '../words/fill-words.ts'

/** What the visitor is told about the form: its own texts from site.yaml, else the words of its language. */
export function formMessages(form: FormDefinition, { words }: FormLanguage) {
  return {
    submit: form.submitLabel ?? words.formSend,
    sending: words.formSending,
    success: form.success ?? words.formSent,
    successDetail: form.successDetail,
    failure: form.failure ?? words.formFailure,
    networkFailure: form.networkFailure ?? form.failure ?? words.formNetworkFailure,
    invalid: words.formInvalid,
  }
}

/**
 * What is wrong with a field's value, in the words the browser shows under it and the receiver answers with:
 * the field's own message, else its kind's in the form's language.
 */
export function messageFor(field: FormField, problem: ValueProblem, language: FormLanguage): string {
  if (problem === 'missing') return field.required ?? fillWords(language.words.formRequired, { label: field.label })
  return field.invalid ?? fieldRules[field.kind].invalidMessage(field, language)
}

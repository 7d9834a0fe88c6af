import { dateRule } from './date/rule.ts'
import { emailRule } from './email/rule.ts'
import type { FieldRule } from './field-rule.ts'
import { numberRule } from './number/rule.ts'
import { selectRule } from './select/rule.ts'
import { telRule } from './tel/rule.ts'
import { textRule } from './text/rule.ts'
import { textareaRule } from './textarea/rule.ts'
import { timeRule } from './time/rule.ts'
import { yesNoRule } from './yes-no/rule.ts'

/**
 * What each kind of field accepts, by the name written as `kind:` in site.yaml: the one list of kinds. The
 * schema's `kind` takes its names from it, and every other table of kinds is typed by it, so a kind left out
 * of one fails to compile.
 */
export const fieldRules = {
  text: textRule,
  email: emailRule,
  tel: telRule,
  textarea: textareaRule,
  select: selectRule,
  date: dateRule,
  'yes-no': yesNoRule,
  time: timeRule,
  number: numberRule,
} as const satisfies Record<string, FieldRule>

export type FieldKind = keyof typeof fieldRules

export const fieldKinds = Object.keys(fieldRules) as FieldKind[]

import type { FieldKind } from '../schema.ts'
import { dateRule } from './date/rule.ts'
import { emailRule } from './email/rule.ts'
import { selectRule } from './select/rule.ts'
import { telRule } from './tel/rule.ts'
import { textRule } from './text/rule.ts'
import { textareaRule } from './textarea/rule.ts'
import type { FieldRule } from './types.ts'

/** What each kind of field accepts, by the name written as `kind:` in site.yaml. */
export const fieldRules: Record<FieldKind, FieldRule> = {
  text: textRule,
  email: emailRule,
  tel: telRule,
  textarea: textareaRule,
  select: selectRule,
  date: dateRule,
}

import type { FormLanguage } from '../form-language.ts'

/** What a kind's rule reads of a field besides its value: its own limits, as site.yaml wrote them. */
export interface FieldLimits {
  min?: string | number
  max?: string | number
  step?: number
  /** A list's options: the values it may send. */
  options?: readonly { value: string }[]
}

/**
 * What a kind of field accepts and how its answers read. Plain data and functions without React, so the
 * browser's check, the receiver's JSON Schema, the inbox, the e-mail and the Excel file all use the same rule.
 */
export interface FieldRule {
  /** The kind's name for people who are not developers, as the editor offers it: "Time of day". */
  words: string
  /** Other words editors write for the kind ("phone" or "mobile" for a phone number): the checker suggests the kind for them. */
  alsoCalled?: readonly string[]
  maxLength: number
  /** A regular expression the whole value must match, as JSON Schema writes it. */
  pattern?: string
  /**
   * What the value must also be, past the pattern: a day from today, a time within the field's hours, a number
   * on its steps. The browser runs it, and the receiver as the `allowedByKind` keyword.
   */
  allows?: (value: string, field: FieldLimits, today: string) => boolean
  /** The only values a field of the kind may send, when the field lists them (a list's options); the pattern is then not used. */
  choices?: (field: FieldLimits) => string[]
  /** Shown, in the form's language, when the value is there but wrong, unless the field says otherwise. */
  invalidMessage: (field: FieldLimits, language: FormLanguage) => string
  /** A line under the field, in the form's language, that says what it takes, such as the hours a time may be in. */
  hint?: (field: FieldLimits, language: FormLanguage) => string | undefined
  /**
   * An answer as people read it in `language`: the business's in the inbox, the e-mail and the Excel file, the
   * visitor's in WhatsApp; as sent when left out.
   */
  shown?: (value: string, language: FormLanguage) => string
  /** How wide the kind's column is in the Excel file, in characters. */
  columnWidth: number
}

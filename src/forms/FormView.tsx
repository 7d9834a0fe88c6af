import { useId } from 'react'
import type { FormDefinition } from './schema.ts'
import { formClass, statusClass } from './form-classes.ts'
import { fieldInputs } from './kinds/inputs.ts'
import { fieldRules } from './kinds/rules.ts'
import { formMessages } from './messages.ts'
import { languageField } from './json-schema.ts'
import { useFormLanguage } from './use-form-language.ts'
import './form.css'

export interface FormViewProps {
  form: FormDefinition
  /** Starts every id in the form (`${idBase}-${field.name}`); React chooses one when it is not given. */
  idBase?: string
  /** Hide the title when a dialog around the form shows it. */
  showTitle?: boolean
}

/** The id of the message under a field's control, hidden until the form's behaviour finds the value wrong. */
export const errorIdOf = (controlId: string): string => `${controlId}-error`

/** The id of the line under a field's control that says what it takes, when its kind gives one. */
export const hintIdOf = (controlId: string): string => `${controlId}-hint`

/**
 * Any form of site.yaml, empty and idle, in its page's language, which it also carries for the receiver. Its
 * behaviour (enhance-form.ts) checks it as the receiver will, shows each field's error in the message prerendered
 * under it, sends it and says what happened in the status region.
 */
export function FormView({ form, idBase, showTitle = true }: FormViewProps) {
  const reactId = useId()
  const language = useFormLanguage()
  const base = idBase ?? reactId
  const titleId = `${base}-title`
  return (
    <form className={formClass.form} noValidate aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && <h2 id={titleId}>{form.title}</h2>}
      {form.intro && <p>{form.intro}</p>}
      {form.fields.map((field) => {
        const { Control, isGroup } = fieldInputs[field.kind]
        const id = `${base}-${field.name}`
        const hint = fieldRules[field.kind].hint?.(field, language)
        const hintId = hint ? hintIdOf(id) : undefined
        const label = (
          <>
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </>
        )
        return (
          <div key={field.name} className={formClass.field}>
            {!isGroup && <label htmlFor={id}>{label}</label>}
            <Control field={field} id={id} hintId={hintId} label={label} />
            {hint && (
              <p id={hintId} className={formClass.hint}>
                {hint}
              </p>
            )}
            <p id={errorIdOf(id)} className={formClass.error} hidden />
          </div>
        )
      })}
      <div className={formClass.trap} aria-hidden="true">
        <label>
          {language.words.formLeaveEmpty}
          <input tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={languageField} value={language.locale} />
      <button type="submit" className="button button--primary">
        {formMessages(form, language).submit}
      </button>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the behaviour makes it an alert when sending fails */}
      <div className={`${formClass.status} ${statusClass('idle')}`} role="status" tabIndex={-1} />
    </form>
  )
}

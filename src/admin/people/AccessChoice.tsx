import { useId, type Ref } from 'react'
import type { PersonRole } from '../../model/admin-api.ts'
import { accessWords, roleChoices } from './access-words.ts'

interface AccessChoiceProps {
  value: PersonRole
  onChange: (role: PersonRole) => void
  error?: string
  /** The first choice, where the focus goes when the server refuses the choice. */
  firstInputRef?: Ref<HTMLInputElement>
}

/** The kind of access, as a choice of three in words. */
export function AccessChoice({ value, onChange, error, firstInputRef }: AccessChoiceProps) {
  const id = useId()
  return (
    <fieldset className="people-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Kind of access</legend>
      {roleChoices.map((role, index) => (
        <div key={role} className="people-radio">
          <input
            ref={index === 0 ? firstInputRef : undefined}
            id={`${id}-${role}`}
            type="radio"
            name={id}
            checked={value === role}
            onChange={() => onChange(role)}
          />
          <label htmlFor={`${id}-${role}`}>{accessWords[role]}</label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

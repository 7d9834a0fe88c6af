import { useId, useState, type FormEvent } from 'react'
import type { DraftConflict } from '../../../model/admin-api.ts'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'

type Keep = 'mine' | 'theirs'

interface ConflictChoicesProps {
  conflicts: DraftConflict[]
  onChoose(choices: { path: DraftConflict['path']; keep: Keep }[]): Promise<void>
  /** Where a place is, in the form's words: "Business details, Phone numbers: 2nd phone number (Office), Number". */
  describe(path: DraftConflict['path']): string
}

/** A value as the person wrote it, or what it is when it is more than one line of text. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '(removed)'
  if (typeof value === 'string') return value === '' ? '(empty)' : `“${value}”`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
  return 'several fields'
}

/** The places someone else changed too: for each, keep yours or the published one. */
export function ConflictChoices({ conflicts, onChoose, describe }: ConflictChoicesProps) {
  const id = useId()
  const [choices, setChoices] = useState<Record<number, Keep>>({})
  const { isSending, problem, send } = useSending()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(() => onChoose(conflicts.map(({ path }, index) => ({ path, keep: choices[index]! }))), {
      checkFirst: () => conflicts.every((_, index) => choices[index]) || 'Choose which to keep for each place first.',
    })
  }

  return (
    <form className="conflicts" onSubmit={submit}>
      {conflicts.map((conflict, index) => (
        <fieldset key={JSON.stringify(conflict.path)}>
          <legend>{describe(conflict.path)}</legend>
          {(['mine', 'theirs'] as const).map((keep) => (
            <label key={keep} className="conflicts__choice">
              <input
                type="radio"
                name={`${id}-${index}`}
                checked={choices[index] === keep}
                onChange={() => setChoices((current) => ({ ...current, [index]: keep }))}
              />{' '}
              {keep === 'mine'
                ? `Keep yours: ${shown(conflict.mine)}`
                : `Keep the published one: ${shown(conflict.theirs)}`}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" aria-disabled={isSending || undefined}>
        {isSending ? 'Saving your choices…' : 'Use these choices'}
      </button>
      <ProblemAlert problem={problem} />
    </form>
  )
}

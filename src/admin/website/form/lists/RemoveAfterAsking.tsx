import { useEffect, useRef, useState } from 'react'
import { postRemoval, serviceRemoval } from '../../jobs/removal.ts'
import { useEditor } from '../editor-context.ts'
import type { Path } from '../json-schema.ts'

interface RemoveAfterAskingProps {
  listPath: Path
  index: number
  name: string
  isDisabled: boolean
}

/**
 * "Remove" for a service or a post: asks first, naming every link that would lead nowhere, then takes
 * it away with what belongs to it (a service's page, menu entries and form choices) as one change.
 */
export function RemoveAfterAsking({ listPath, index, name, isDisabled }: RemoveAfterAskingProps) {
  const { data, edit, editAll, describe } = useEditor()
  const [isAsking, setIsAsking] = useState(false)
  const confirm = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const isService = listPath[0] === 'services'
  const what = name.replace(/^\d+\. /, '')
  const removal = isAsking ? (isService ? serviceRemoval(data, index) : postRemoval(data, index)) : undefined

  useEffect(() => {
    if (isAsking) confirm.current?.focus()
  }, [isAsking])

  const close = () => {
    setIsAsking(false)
    requestAnimationFrame(() => opener.current?.focus())
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="admin-secondary admin-small"
        disabled={isDisabled}
        aria-expanded={isAsking}
        aria-label={`Remove ${name}`}
        onClick={() => setIsAsking(true)}
      >
        Remove
      </button>
      {removal && (
        <fieldset className="remove-ask">
          <legend>
            {isService
              ? `Remove ${what} with its page, its place in the menus and its choice in the forms?`
              : `Remove the post “${what}”?`}
          </legend>
          {removal.breaking.length === 0 ? (
            <p>No other part of the website links to it.</p>
          ) : (
            <>
              <p>These links would lead nowhere until you change them:</p>
              <ul>
                {removal.breaking.map((path) => (
                  <li key={path.join('/')}>{describe?.(path) ?? path.join(', ')}</li>
                ))}
              </ul>
            </>
          )}
          <button
            ref={confirm}
            type="button"
            className="admin-small"
            onClick={() => {
              if (editAll) {
                if (editAll(removal.edits)) setIsAsking(false)
              } else removal.edits.forEach(edit)
            }}
          >
            Yes, remove it
          </button>{' '}
          <button type="button" className="admin-secondary admin-small" onClick={close}>
            Keep it
          </button>
        </fieldset>
      )}
    </>
  )
}

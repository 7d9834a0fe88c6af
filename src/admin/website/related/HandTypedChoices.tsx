import { useEditor } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'
import { handTypedListAt, servicesInsteadEdits } from './service-lists.ts'
import './typed-choices.css'

/** The note above a list of choices typed by hand that names the services: it will not follow them. */
export const handTypedWords = 'This list is typed by hand: it does not follow your services.'

/**
 * Above the choices of a list field typed by hand that look like the services: says they do not follow the
 * services, and offers to take the services instead in one tap.
 */
export function HandTypedChoices({ path }: { path: Path }) {
  const { data, editAll } = useEditor()
  const list = handTypedListAt(data, path)
  if (!list) return null
  return (
    <div className="typed-choices" role="note">
      <p>{handTypedWords}</p>
      {editAll && (
        <button type="button" className="admin-small" onClick={() => editAll(servicesInsteadEdits(data, list))}>
          Use the services instead
        </button>
      )}
    </div>
  )
}

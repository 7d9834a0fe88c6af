import type { HandTypedList } from '../related/service-lists.ts'
import { listKey } from './add-service.ts'
import '../related/typed-choices.css'

interface HandTypedListsProps {
  lists: readonly HandTypedList[]
  /** The lists (listKey) the new service goes into. */
  chosen: readonly string[]
  onChosen(chosen: string[]): void
}

/**
 * In "Add a service": one tick for each form's list of choices typed by hand, which does not follow the
 * services, to add the new service to it too. Ticked to begin with; nothing is shown when every list follows.
 */
export function HandTypedLists({ lists, chosen, onChosen }: HandTypedListsProps) {
  if (lists.length === 0) return null
  return (
    <fieldset className="typed-choices">
      <legend>Lists typed by hand</legend>
      <p className="admin-help">These lists do not follow your services by themselves.</p>
      {lists.map((list) => {
        const key = listKey(list)
        return (
          <label key={key} className="typed-choices__tick">
            <input
              type="checkbox"
              checked={chosen.includes(key)}
              onChange={(event) =>
                onChosen(event.target.checked ? [...chosen, key] : chosen.filter((other) => other !== key))
              }
            />
            Add it to “{list.fieldLabel}” in the form “{list.formTitle}”
          </label>
        )
      })}
    </fieldset>
  )
}

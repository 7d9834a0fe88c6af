import { useEditor } from '../editor-context.ts'
import type { Path } from '../json-schema.ts'
import { RemoveAfterAsking } from './RemoveAfterAsking.tsx'

/** What the controls of every item of one list share. */
export interface Arrangement {
  listPath: Path
  count: number
  canAdd: boolean
  canRemove: boolean
}

interface ItemControlsProps {
  list: Arrangement
  index: number
  name: string
}

/** Lists whose items are whole things of the site, removed with what belongs to them after asking. */
const isWholeJob = (listPath: Path) => listPath.join('/') === 'services' || listPath.join('/') === 'blog/posts'

/** Move up, move down, duplicate and remove: each a real button, so the keyboard reaches them all. */
export function ItemControls({ list, index, name }: ItemControlsProps) {
  const { edit } = useEditor()
  const { listPath, count, canAdd, canRemove } = list
  const hidden = <span className="visually-hidden"> {name}</span>
  return (
    <fieldset className="item__controls">
      <legend className="visually-hidden">Arrange {name}</legend>
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={index === 0}
        onClick={() => edit({ op: 'move', path: listPath, from: index, to: index - 1 })}
      >
        Move up{hidden}
      </button>
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={index === count - 1}
        onClick={() => edit({ op: 'move', path: listPath, from: index, to: index + 1 })}
      >
        Move down{hidden}
      </button>
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={!canAdd}
        onClick={() => edit({ op: 'duplicate', path: listPath, index })}
      >
        Duplicate{hidden}
      </button>
      {isWholeJob(listPath) ? (
        <RemoveAfterAsking listPath={listPath} index={index} name={name} isDisabled={!canRemove} />
      ) : (
        <button
          type="button"
          className="admin-secondary admin-small"
          disabled={!canRemove}
          onClick={() => edit({ op: 'remove', path: [...listPath, index] })}
        >
          Remove{hidden}
        </button>
      )}
    </fieldset>
  )
}

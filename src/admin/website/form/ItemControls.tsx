import type { EditOp } from '../../site-text/edit.ts'
import type { Path } from './json-schema.ts'

interface ItemControlsProps {
  listPath: Path
  index: number
  count: number
  name: string
  edit(op: EditOp): void
  canAdd: boolean
  canRemove: boolean
}

/** Move up, move down, duplicate and remove: each a real button, so the keyboard reaches them all. */
export function ItemControls({ listPath, index, count, name, edit, canAdd, canRemove }: ItemControlsProps) {
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
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={!canRemove}
        onClick={() => edit({ op: 'remove', path: [...listPath, index] })}
      >
        Remove{hidden}
      </button>
    </fieldset>
  )
}

import { useId, useState } from 'react'
import './pictures.css'

interface DescribeChosenProps {
  /** The chosen picture, to see before it is used. */
  preview?: string
  /** Whether the picture needs a description (the place has one) before it can be used. */
  needsDescription: boolean
  /** The label of the description box. */
  descriptionLabel: string
  /** How the picture is described somewhere else: offered with a button, never filled in by itself. */
  suggestion?: string
  /** The button that uses the picture: "Upload and use". */
  actionLabel: string
  isBusy: boolean
  onUse(description: string): void
  onCancel?(): void
}

/**
 * A picture chosen for a place, asking for its description there (empty at first: what a picture shows
 * depends on the place) before the button that uses it can be pressed.
 */
export function DescribeChosen(props: DescribeChosenProps) {
  const { needsDescription, suggestion } = props
  const descriptionId = useId()
  const exampleId = useId()
  const [description, setDescription] = useState('')
  const isDescribed = !needsDescription || description.trim() !== ''

  return (
    <div className="picture-upload__chosen">
      {props.preview && <img className="picture-field__thumb" src={props.preview} alt="" width={120} />}
      {needsDescription && (
        <>
          <label htmlFor={descriptionId}>{props.descriptionLabel}</label>
          <p id={exampleId} className="admin-help">
            For example: A cleaner shampooing a grey sofa in a sitting room.
          </p>
          <input
            id={descriptionId}
            type="text"
            value={description}
            required
            aria-describedby={exampleId}
            onChange={(event) => setDescription(event.target.value)}
          />
          {suggestion && description.trim() === '' && (
            <button type="button" className="admin-small admin-secondary" onClick={() => setDescription(suggestion)}>
              Use how it is described elsewhere: “{suggestion}”
            </button>
          )}
        </>
      )}
      <button
        type="button"
        className="admin-small"
        disabled={!isDescribed || props.isBusy}
        onClick={() => props.onUse(description.trim())}
      >
        {props.actionLabel}
      </button>
      {!isDescribed && <p className="admin-help">Describe the picture first; then it can be used.</p>}
      {props.onCancel && (
        <button type="button" className="admin-small admin-secondary" onClick={props.onCancel}>
          Cancel
        </button>
      )}
    </div>
  )
}

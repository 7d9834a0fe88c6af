import { isPicture, pictureName } from './choosable-files.ts'

interface PictureChoiceProps {
  /** The form's id prefix. */
  id: string
  label: string
  /** What the first choice, no picture of its own, means for this job. */
  noneLabel: string
  pictures: readonly string[]
  picture: string
  onPicture: (picture: string) => void
  description: string
  onDescription: (description: string) => void
}

/** A picture chosen from the site's own, and its description once one is chosen. */
export function PictureChoice(props: PictureChoiceProps) {
  const { id, picture, description } = props
  return (
    <>
      <label htmlFor={`${id}-picture`}>{props.label}</label>
      <select id={`${id}-picture`} value={picture} onChange={(event) => props.onPicture(event.target.value)}>
        <option value="">{props.noneLabel}</option>
        {props.pictures.filter(isPicture).map((file) => (
          <option key={file} value={file}>
            {pictureName(file)}
          </option>
        ))}
      </select>
      {picture !== '' && (
        <>
          <label htmlFor={`${id}-description`}>Describe the picture for someone who cannot see it</label>
          <input
            id={`${id}-description`}
            type="text"
            value={description}
            onChange={(event) => props.onDescription(event.target.value)}
          />
        </>
      )}
    </>
  )
}

/** What stops the job, if anything, and the buttons that do it or leave it. */
export function JobFormEnd({
  problem,
  submitLabel,
  onCancel,
}: {
  problem: string
  submitLabel: string
  onCancel: () => void
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
      <div className="job-form__actions">
        <button type="submit">{submitLabel}</button>
        <button type="button" className="admin-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}

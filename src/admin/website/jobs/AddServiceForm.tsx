import { useCloseOnEscape } from './use-close-on-escape.ts'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { serviceAddress, type NewService } from './add-service.ts'
import { JobFormEnd, PictureChoice } from './JobFormParts.tsx'

interface AddServiceFormProps {
  data: unknown
  /** The site's files; the pictures among them are offered. */
  pictures: readonly string[]
  onAdd(service: NewService): void
  onCancel(): void
}

/** "Add a service": its name, one sentence, and a picture if wanted; everything else is made from them. */
export function AddServiceForm({ data, pictures, onAdd, onCancel }: AddServiceFormProps) {
  const id = useId()
  const nameField = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [summary, setSummary] = useState('')
  const [picture, setPicture] = useState('')
  const [description, setDescription] = useState('')
  const [problem, setProblem] = useState('')

  useCloseOnEscape(onCancel)
  useEffect(() => nameField.current?.focus(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setProblem('Write the name of the service.')
    if (summary.trim() === '') return setProblem('Write one sentence about the service.')
    if (picture !== '' && description.trim() === '')
      return setProblem('Describe the picture for someone who cannot see it.')
    onAdd({
      name: name.trim(),
      summary: summary.trim(),
      picture: picture === '' ? undefined : { src: picture, alt: description.trim() },
    })
  }

  return (
    <form className="job-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>Add a service</h2>
      <p className="admin-help">
        This makes the service&apos;s page, its card in the list of services, and a choice for it in the booking form.
      </p>
      <label htmlFor={`${id}-name`}>Name of the service</label>
      <input
        ref={nameField}
        id={`${id}-name`}
        type="text"
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-describedby={`${id}-address`}
      />
      <p id={`${id}-address`} className="admin-help">
        {name.trim() ? `Its page will be at ${serviceAddress(data, name)}` : 'For example “Window Cleaning”.'}
      </p>
      <label htmlFor={`${id}-summary`}>One sentence about it</label>
      <input id={`${id}-summary`} type="text" value={summary} onChange={(event) => setSummary(event.target.value)} />
      <PictureChoice
        id={id}
        label="Picture (you can leave it out)"
        noneLabel="No picture"
        pictures={pictures}
        picture={picture}
        onPicture={setPicture}
        description={description}
        onDescription={setDescription}
      />
      <JobFormEnd problem={problem} submitLabel="Add the service" onCancel={onCancel} />
    </form>
  )
}

import { useCloseOnEscape } from './use-close-on-escape.ts'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { listKey, serviceAddress, type NewService } from './add-service.ts'
import { HandTypedLists } from './HandTypedLists.tsx'
import { handTypedServiceLists } from '../related/service-lists.ts'
import { webAddressOf } from './web-address.ts'
import { JobFormEnd, pictureWaitingWords } from './JobFormParts.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { JobPicture, type JobPictureValue } from './JobPicture.tsx'

interface AddServiceFormProps {
  data: unknown
  upload(file: File): Promise<UploadedPicture>
  onAdd(service: NewService): void
  onCancel(): void
}

/**
 * "Add a service": its name, one sentence, and a picture if wanted (a photo taken there and then, or
 * one the website has), which goes on its card and at the top of its page unless she says otherwise;
 * everything else is made from them.
 */
export function AddServiceForm({ data, upload, onAdd, onCancel }: AddServiceFormProps) {
  const id = useId()
  const nameField = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [summary, setSummary] = useState('')
  const [picture, setPicture] = useState<JobPictureValue>()
  const [isPictureWaiting, setIsPictureWaiting] = useState(false)
  const [isOnCard, setIsOnCard] = useState(true)
  const [lists] = useState(() => handTypedServiceLists(data))
  const [addToLists, setAddToLists] = useState(() => lists.map(listKey))
  const { problem, send } = useSending()

  useCloseOnEscape(onCancel)
  useEffect(() => nameField.current?.focus(), [])

  const whatIsMissing = () => {
    if (name.trim() === '') return 'Write the name of the service.'
    if (summary.trim() === '') return 'Write one sentence about the service.'
    if (isPictureWaiting) return pictureWaitingWords
    if (picture && picture.alt.trim() === '') return 'Describe the picture for someone who cannot see it.'
    return ''
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const add = async () =>
      onAdd({
        name: name.trim(),
        summary: summary.trim(),
        picture: picture && { src: picture.src, alt: picture.alt.trim() },
        ...(picture ? { isPictureOnCard: isOnCard } : {}),
        ...(lists.length > 0 ? { addToLists } : {}),
      })
    void send(add, { whatIsMissing })
  }

  return (
    <form className="job-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>Add a service</h2>
      <p className="admin-help">
        This makes the service’s page, its card in the list of services, and a choice for it in the booking form.
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
        {name.trim()
          ? `Visitors will find its page at ${webAddressOf(data, serviceAddress(data, name))}`
          : 'For example “Repairs”.'}
      </p>
      <label htmlFor={`${id}-summary`}>One sentence about it</label>
      <input id={`${id}-summary`} type="text" value={summary} onChange={(event) => setSummary(event.target.value)} />
      <JobPicture
        label="Picture (you can leave it out)"
        noneWords="No picture yet: take a photo now, or choose one the website has."
        data={data}
        picture={picture}
        onPicture={setPicture}
        upload={upload}
        onWaiting={setIsPictureWaiting}
      >
        <label className="job-picture__also">
          <input type="checkbox" checked={isOnCard} onChange={(event) => setIsOnCard(event.target.checked)} /> Use this
          picture on the service’s card too
        </label>
        <p className="admin-help">
          Without the tick, the picture is only at the top of the service’s page; its card has none.
        </p>
      </JobPicture>
      <HandTypedLists lists={lists} chosen={addToLists} onChosen={setAddToLists} />
      <JobFormEnd problem={problem} submitLabel="Add the service" onCancel={onCancel} />
    </form>
  )
}

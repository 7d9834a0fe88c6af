import { useId, useState } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { listKey, serviceAddress, type NewService } from './add-service.ts'
import { HandTypedLists } from './HandTypedLists.tsx'
import { handTypedServiceLists } from '../related/service-lists.ts'
import { webAddressOf } from './web-address.ts'
import { JobForm, JobNameField } from './JobFormParts.tsx'
import { JobPicture } from './JobPicture.tsx'
import { useJobPicture } from './use-job-picture.ts'

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
  const [name, setName] = useState('')
  const [summary, setSummary] = useState('')
  const picture = useJobPicture()
  const [isOnCard, setIsOnCard] = useState(true)
  const [lists] = useState(() => handTypedServiceLists(data))
  const [addToLists, setAddToLists] = useState(() => lists.map(listKey))

  const whatIsMissing = () => {
    if (name.trim() === '') return 'Write the name of the service.'
    if (summary.trim() === '') return 'Write one sentence about the service.'
    return picture.whatIsMissing()
  }

  const add = () =>
    onAdd({
      name: name.trim(),
      summary: summary.trim(),
      picture: picture.chosen,
      ...(picture.chosen ? { isPictureOnCard: isOnCard } : {}),
      ...(lists.length > 0 ? { addToLists } : {}),
    })

  return (
    <JobForm
      title="Add a service"
      submitLabel="Add the service"
      whatIsMissing={whatIsMissing}
      onSubmit={add}
      onCancel={onCancel}
    >
      <p className="admin-help">
        This makes the service’s page, its card in the list of services, and a choice for it in the booking form.
      </p>
      <JobNameField
        label="Name of the service"
        value={name}
        onChange={setName}
        help={
          name.trim()
            ? `Visitors will find its page at ${webAddressOf(data, serviceAddress(data, name))}`
            : 'For example “Repairs”.'
        }
      />
      <label htmlFor={`${id}-summary`}>One sentence about it</label>
      <input id={`${id}-summary`} type="text" value={summary} onChange={(event) => setSummary(event.target.value)} />
      <JobPicture
        label="Picture (you can leave it out)"
        noneWords="No picture yet: take a photo now, or choose one the website has."
        data={data}
        upload={upload}
        {...picture.field}
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
    </JobForm>
  )
}

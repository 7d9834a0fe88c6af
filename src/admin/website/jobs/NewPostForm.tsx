import { useCloseOnEscape } from './use-close-on-escape.ts'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { JobFormEnd, pictureWaitingWords } from './JobFormParts.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { JobPicture, type JobPictureValue } from './JobPicture.tsx'
import { categoriesOf, postAddress, type NewPost } from './new-post.ts'

interface NewPostFormProps {
  data: unknown
  upload(file: File): Promise<UploadedPicture>
  onAdd(post: NewPost): void
  onCancel(): void
}

const newCategory = '\u0000new'

/** Today in the browser's own calendar, as the date box writes it: 2026-11-20. */
const today = (): string => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * "New post": a title (its web address is made from it), the day, a category to pick or add, and a
 * picture if wanted: a photo taken there and then, or one the website has.
 */
export function NewPostForm({ data, upload, onAdd, onCancel }: NewPostFormProps) {
  const id = useId()
  const titleField = useRef<HTMLInputElement>(null)
  const categories = categoriesOf(data)
  const [title, setTitle] = useState('')
  const [date, setDate] = useState(today)
  const [category, setCategory] = useState(categories[0] ?? newCategory)
  const [addedCategory, setAddedCategory] = useState('')
  const [picture, setPicture] = useState<JobPictureValue>()
  const [isPictureWaiting, setIsPictureWaiting] = useState(false)
  const { problem, send } = useSending()

  useCloseOnEscape(onCancel)
  useEffect(() => titleField.current?.focus(), [])

  const chosen = category === newCategory ? addedCategory.trim() : category
  const whatIsMissing = () => {
    if (title.trim() === '') return 'Write the title of the post.'
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Choose the day the post is published.'
    if (chosen === '') return 'Write the name of the new category.'
    if (isPictureWaiting) return pictureWaitingWords
    if (picture && picture.alt.trim() === '') return 'Describe the picture for someone who cannot see it.'
    return ''
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const add = async () =>
      onAdd({
        title: title.trim(),
        date,
        category: chosen,
        picture: picture && { src: picture.src, alt: picture.alt.trim() },
      })
    void send(add, { whatIsMissing })
  }

  return (
    <form className="job-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>New post</h2>
      <label htmlFor={`${id}-name`}>Title of the post</label>
      <input
        ref={titleField}
        id={`${id}-name`}
        type="text"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        aria-describedby={`${id}-address`}
      />
      <p id={`${id}-address`} className="admin-help">
        {title.trim()
          ? `Its web address will be /blog/${postAddress(data, title)}`
          : 'Its web address is made from it.'}
      </p>
      <label htmlFor={`${id}-date`}>Day it is published</label>
      <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <label htmlFor={`${id}-category`}>Category</label>
      <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={newCategory}>A new category…</option>
      </select>
      {category === newCategory && (
        <>
          <label htmlFor={`${id}-new-category`}>Name of the new category</label>
          <input
            id={`${id}-new-category`}
            type="text"
            value={addedCategory}
            onChange={(event) => setAddedCategory(event.target.value)}
          />
        </>
      )}
      <JobPicture
        label="Picture at the top (you can change it later)"
        noneWords="Until you choose one, the post has the same picture as the latest post."
        data={data}
        picture={picture}
        onPicture={setPicture}
        upload={upload}
        onWaiting={setIsPictureWaiting}
      />
      <JobFormEnd problem={problem} submitLabel="Start the post" onCancel={onCancel} />
    </form>
  )
}

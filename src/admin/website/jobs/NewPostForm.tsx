import { useId, useState } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { JobForm, JobNameField } from './JobFormParts.tsx'
import { JobPicture } from './JobPicture.tsx'
import { categoriesOf, postAddress, type NewPost } from './new-post.ts'
import { useJobPicture } from './use-job-picture.ts'

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
  const categories = categoriesOf(data)
  const [title, setTitle] = useState('')
  const [date, setDate] = useState(today)
  const [category, setCategory] = useState(categories[0] ?? newCategory)
  const [addedCategory, setAddedCategory] = useState('')
  const picture = useJobPicture()

  const chosen = category === newCategory ? addedCategory.trim() : category
  const whatIsMissing = () => {
    if (title.trim() === '') return 'Write the title of the post.'
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'Choose the day the post is published.'
    if (chosen === '') return 'Write the name of the new category.'
    return picture.whatIsMissing()
  }

  const add = () => onAdd({ title: title.trim(), date, category: chosen, picture: picture.chosen })

  return (
    <JobForm
      title="New post"
      submitLabel="Start the post"
      whatIsMissing={whatIsMissing}
      onSubmit={add}
      onCancel={onCancel}
    >
      <JobNameField
        label="Title of the post"
        value={title}
        onChange={setTitle}
        help={
          title.trim()
            ? `Its web address will be /blog/${postAddress(data, title)}`
            : 'Its web address is made from it.'
        }
      />
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
        upload={upload}
        {...picture.field}
      />
    </JobForm>
  )
}

import { useId } from 'react'
import type { InboxForms } from '../../model/admin-api.ts'

interface FormFilterProps {
  forms: InboxForms
  /** The form id shown, or '' for all forms. */
  value: string
  onChange: (form: string) => void
}

/** Which form's requests the inbox shows. */
export function FormFilter({ forms, value, onChange }: FormFilterProps) {
  const id = useId()
  return (
    <div className="inbox-filter">
      <label htmlFor={id}>Show requests from</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All forms</option>
        {Object.entries(forms).map(([form, { title }]) => (
          <option key={form} value={form}>
            {title}
          </option>
        ))}
        {value && !Object.hasOwn(forms, value) && <option value={value}>{value}</option>}
      </select>
    </div>
  )
}

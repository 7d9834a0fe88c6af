import { useId } from 'react'

/** A tick box with its label after it, in a row of class `className`. */
export function Checkbox({
  label,
  checked,
  onChange,
  className,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  className: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

import { FormView } from '../../forms/FormView.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import type { FormBlockProps } from './schema.ts'

/** A form in the page, in a section whose id is the form's: links reach it by it, and its behaviour knows the form by it. */
export function FormBlock({ form: formId }: FormBlockProps) {
  const form = useShell().forms[formId]
  if (!form) return null
  return (
    <section className="form-block" id={formId}>
      <FormView form={form} />
    </section>
  )
}

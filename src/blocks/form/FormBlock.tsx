import { FormView } from '../../forms/FormView.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import type { FormBlockProps } from './schema.ts'

export function FormBlock({ form: formId }: FormBlockProps) {
  const { forms, business } = useShell()
  const form = forms[formId]
  if (!form) return null
  return (
    <section className="form-block" id={formId}>
      <FormView formId={formId} form={form} whatsappNumber={business.whatsapp} />
    </section>
  )
}

import { FormView } from '../../forms/FormView.tsx'
import { useShell } from '../../ui/shell-context.tsx'
import type { FormBlockProps } from './schema.ts'
import { defineView } from '../define-view.ts'

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

export const view = defineView({
  component: FormBlock,
  island: { when: 'interaction', behaviour: () => import('./start-form.ts').then((module) => module.startFormBlock) },
})

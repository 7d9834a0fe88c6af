import type { FormDefinition } from '../schema.ts'
import { Template } from '../../ui/Template.tsx'
import { ShellContext, useShell } from '../../ui/shell-context.tsx'
import { formDialogClass } from './form-dialog-classes.ts'
import { FormView } from '../FormView.tsx'
import { useFormLanguage } from '../use-form-language.ts'
import './form-dialog.css'

interface FormDialogProps {
  formId: string
  form: FormDefinition
}

/** The id that starts every id inside the dialog of form `formId`. */
const idBaseOf = (formId: string): string => `form-dialog-${formId}`

/**
 * A form as a closed modal dialog, marked with the form it shows. The page carries it in a template until a
 * button asks for it; open-form-dialog.ts then shows a copy and brings it to life.
 */
export function FormDialog({ formId, form }: FormDialogProps) {
  const titleId = `${idBaseOf(formId)}-title`
  const { words } = useFormLanguage()
  return (
    <dialog className={formDialogClass.dialog} aria-labelledby={titleId} data-form-dialog={formId}>
      <div className={formDialogClass.header}>
        <h2 id={titleId}>{form.title}</h2>
        <button type="button" className={formDialogClass.close} aria-label={words.close}>
          ×
        </button>
      </div>
      <FormView form={form} idBase={`${idBaseOf(formId)}-field`} showTitle={false} />
    </dialog>
  )
}

interface FormDialogTemplatesProps {
  forms: Record<string, FormDefinition>
  /** The forms whose dialogs the page carries: those its buttons open. */
  formIds: readonly string[]
}

/**
 * The dialogs of `formIds`, each in an inert template until a button opens it (open-form-dialog.ts), in the words of
 * the page's shell, which a template's content is given again as it is drawn on its own.
 */
export function FormDialogTemplates({ forms, formIds }: FormDialogTemplatesProps) {
  const shell = useShell()
  return formIds.map((formId) => {
    const form = forms[formId]
    return (
      form && (
        <Template key={formId}>
          <ShellContext.Provider value={shell}>
            <FormDialog formId={formId} form={form} />
          </ShellContext.Provider>
        </Template>
      )
    )
  })
}

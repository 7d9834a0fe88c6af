import { enhanceForm, type PlainFormSetup } from '../../forms/enhance-form.ts'
import type { ShellData } from '../../model/site-data.ts'
import type { FormBlockProps } from './schema.ts'

/** Brings the prerendered form of a `form` block to life without React; the shell says how to check and send it. */
export function enhance(island: HTMLElement, loadShell: () => Promise<ShellData>): void {
  const element = island.querySelector('form')
  if (!element) return
  const { form: formId } = JSON.parse(island.dataset.props ?? '{}') as FormBlockProps
  const setup = loadShell().then(({ forms, business }): PlainFormSetup => {
    const form = forms[formId]
    if (!form) throw new Error(`The site has no form "${formId}".`)
    return { formId, form, whatsappNumber: business.whatsapp }
  })
  enhanceForm(element, setup)
}

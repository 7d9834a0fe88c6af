import { enhanceForm, type PlainFormSetup } from '../../forms/enhance-form.ts'
import type { ShellData } from '../../model/site-data.ts'
import { formLanguageOf } from '../../forms/form-language.ts'

/**
 * Brings the form of a `form` block to life, prerendered or drawn by the editor's preview: the section's id names
 * the form (FormBlock.tsx), and the shell says how to check and send it.
 */
export function startFormBlock(island: HTMLElement, loadShell: () => Promise<ShellData>): void {
  const element = island.querySelector('form')
  const formId = element?.closest('section')?.id
  if (!element || !formId) return
  const setup = loadShell().then((shell): PlainFormSetup => {
    const { forms, business } = shell
    const form = forms[formId]
    if (!form) throw new Error(`The site has no form "${formId}".`)
    const language = formLanguageOf(shell)
    return { formId, form, whatsappNumber: business.whatsapp, language, timeZone: business.timeZone }
  })
  enhanceForm(element, setup)
}

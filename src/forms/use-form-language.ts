import { useShell } from '../ui/shell-context.tsx'
import { formLanguageOf, type FormLanguage } from './form-language.ts'

/** The language of the page a form is drawn in, from its shell: a form never picks one itself. */
export const useFormLanguage = (): FormLanguage => formLanguageOf(useShell())

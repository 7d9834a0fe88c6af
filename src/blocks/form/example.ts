import type { FormBlockProps } from './schema.ts'

export const formBlockExample: FormBlockProps = { form: 'quote' }

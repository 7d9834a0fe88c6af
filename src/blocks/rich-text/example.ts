import type { RichTextProps } from './schema.ts'

export const richTextExample: RichTextProps = {
  heading: 'Why choose us',
  text: 'We bring our own supplies.\n\nYou pay only when the work is done and you are happy with it.',
}

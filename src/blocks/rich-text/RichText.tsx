import { Paragraphs } from '../../ui/paragraphs.tsx'
import type { RichTextProps } from './schema.ts'
import { defineView } from '../define-view.ts'

export function RichText({ heading, text }: RichTextProps) {
  return (
    <section className="rich-text">
      {heading && <h2>{heading}</h2>}
      <Paragraphs text={text} />
    </section>
  )
}

export const view = defineView({ component: RichText })

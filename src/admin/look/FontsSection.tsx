import type { JsonSchema } from '../website/form/json-schema.ts'
import { FontChoice } from './FontChoice.tsx'
import type { Theme } from './look-theme.ts'
import { purposeOf } from './schema-words.ts'

interface FontsSectionProps {
  /** The schemas of `theme.fonts`' parts: their words. */
  schemas: Record<string, JsonSchema>
  theme: Theme
  onChoose(part: 'body' | 'headings', font: string): void
  onUsual(part: 'body' | 'headings'): void
}

/** The font of ordinary words, and of headings (which follows ordinary words unless chosen). */
export function FontsSection({ schemas, theme, onChoose, onUsual }: FontsSectionProps) {
  return (
    <section aria-labelledby="look-fonts-title">
      <h2 id="look-fonts-title">Fonts</h2>
      <FontChoice
        use={purposeOf(schemas.body)}
        theme={theme}
        value={theme.fonts?.body}
        usualWords="The usual font"
        usualFont={undefined}
        onChoose={(font) => onChoose('body', font)}
        onUsual={() => onUsual('body')}
      />
      <FontChoice
        use={purposeOf(schemas.headings)}
        theme={theme}
        value={theme.fonts?.headings}
        usualWords="The same as ordinary words"
        usualFont={theme.fonts?.body}
        onChoose={(font) => onChoose('headings', font)}
        onUsual={() => onUsual('headings')}
      />
    </section>
  )
}

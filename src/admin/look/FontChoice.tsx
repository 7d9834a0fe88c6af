import { useId } from 'react'
import { systemFontNames } from '../../theme/font-stacks.ts'
import { systemFontWords } from './font-words.ts'
import { fileFamilies, type Theme } from './look-theme.ts'
import { fontFamilyOf } from './LookPreview.tsx'

interface FontChoiceProps {
  /** What the font is for, in the schema's words. */
  use: string
  theme: Theme
  /** The font the draft names; undefined for the usual one. */
  value: string | undefined
  /** The words of the choice that leaves the font to the usual look. */
  usualWords: string
  /** The font the usual look uses here (undefined for the website's usual font), which its choice is shown in. */
  usualFont: string | undefined
  onChoose(name: string): void
  onUsual(): void
}

/**
 * A font of the theme: the usual one, a font every device has, or a font file the website keeps, each
 * option written in its own font.
 */
export function FontChoice({ use, theme, value, usualWords, usualFont, onChoose, onUsual }: FontChoiceProps) {
  const name = useId()
  const fonts = theme.fonts ?? {}
  const options = [
    ...systemFontNames.map((font) => ({ font, words: systemFontWords[font] })),
    ...fileFamilies(theme).map((font) => ({ font, words: font })),
  ]
  const option = (font: string | undefined, words: string, shownIn = font) => (
    <label key={font ?? ''} className="look-font" style={{ fontFamily: fontFamilyOf(shownIn, fonts) }}>
      <input
        type="radio"
        name={name}
        checked={value === font}
        onChange={() => (font === undefined ? onUsual() : onChoose(font))}
      />{' '}
      {words}
    </label>
  )
  return (
    <fieldset className="look-fonts">
      <legend>{use}</legend>
      {option(undefined, usualWords, usualFont)}
      {options.map(({ font, words }) => option(font, words))}
      {value !== undefined && !options.some((each) => each.font === value) && (
        <p className="admin-error">The font “{value}” is not one the website has: choose one of these.</p>
      )}
    </fieldset>
  )
}

import type { CSSProperties } from 'react'
import { systemFontNames } from '../../theme/font-stacks.ts'
import { fontFaces, stackFor } from '../../theme/fonts.ts'
import { themeProperties } from '../../theme/theme-css.ts'
import { thumbnailOf } from '../website/pictures/picture-api.ts'
import type { Theme } from './look-theme.ts'

interface LookPreviewProps {
  theme: Theme
  /** The business's name: the logo's text alternative, and the top strip's words without a logo. */
  name: string
  logo?: string
}

/** The font-family of a font of the theme, the website's usual font when it names none. */
export const fontFamilyOf = (name: string | undefined, fonts: NonNullable<Theme['fonts']> = {}) =>
  stackFor(name ?? systemFontNames[0]!, fonts)

/**
 * A small sample of the website drawn with the theme as it is in the draft: the same custom properties the
 * published pages carry, set on the sample alone, so it changes as a colour does, before anything is published.
 */
export function LookPreview({ theme, name, logo }: LookPreviewProps) {
  const fonts = theme.fonts ?? {}
  const style = { ...themeProperties(theme), fontFamily: fontFamilyOf(fonts.body, fonts) } as CSSProperties
  const headings = { fontFamily: fontFamilyOf(fonts.headings ?? fonts.body, fonts) }
  const faces = fontFaces(fonts).join('')
  return (
    <section className="look-preview" aria-labelledby="look-preview-title">
      <h2 id="look-preview-title">How it looks</h2>
      {faces && <style>{faces}</style>}
      <figure className="look-sample" style={style} aria-labelledby="look-sample-caption">
        <figcaption id="look-sample-caption" className="visually-hidden">
          A sample of your website in the look chosen here
        </figcaption>
        <div className="look-sample__top">
          {logo ? <img className="look-sample__logo" src={thumbnailOf(logo)} alt={name} /> : <span>{name}</span>}
        </div>
        <div className="look-sample__page">
          <p className="look-sample__heading" style={headings}>
            A heading
          </p>
          <p>
            Ordinary words look like this, with <span className="look-sample__link">a link</span> among them.
          </p>
          <p className="look-sample__muted">Quieter words: dates, captions and small print.</p>
          <span className="look-sample__button">A button</span>
          <div className="look-sample__soft">
            <p>A gentle panel sets a section apart.</p>
          </div>
        </div>
        <div className="look-sample__footer">The footer</div>
      </figure>
    </section>
  )
}

import type { ThemeFonts } from '../schema/theme.ts'
import { isSystemFont, systemStacks } from './font-stacks.ts'

/** The CSS font-family for a name of site.yaml: a system stack, or a family of a font file in front of the fallback. */
export function stackFor(name: string, fonts: ThemeFonts): string {
  if (isSystemFont(name)) return systemStacks[name]
  return `'${name}',${systemStacks[fonts.fallback ?? 'system-sans']}`
}

/**
 * The CSS for the theme's fonts: one @font-face for each file (shown in the fallback until it has loaded), the
 * body's family and the headings'. Empty when the theme names none, so the stylesheet's usual font stays.
 */
export function fontCss(fonts: ThemeFonts | undefined): string {
  if (!fonts) return ''
  const faces = fontFaces(fonts)
  const body = fonts.body ? [`:root{font-family:${stackFor(fonts.body, fonts)}}`] : []
  const headings = fonts.headings ? [`h1,h2,h3,h4,h5,h6{font-family:${stackFor(fonts.headings, fonts)}}`] : []
  return [...faces, ...body, ...headings].join('')
}

/** One @font-face rule for each font file of the theme (shown in the fallback until it has loaded). */
export const fontFaces = (fonts: ThemeFonts): string[] =>
  (fonts.files ?? []).map(
    ({ family, file, weight = 400, italic = false }) =>
      `@font-face{font-family:'${family}';src:url('${file}') format('${file.endsWith('.woff2') ? 'woff2' : 'woff'}');font-weight:${weight};font-style:${italic ? 'italic' : 'normal'};font-display:swap}`,
  )

import escapeHtml from 'escape-html'
import type { Theme } from '../../schema/theme.ts'

/**
 * A preload for each font file of the theme that the body or the headings use. The file is then fetched beside
 * the stylesheet rather than after the first layout, so the text is drawn in it from the start instead of moving
 * when it arrives.
 */
export function fontPreloads(theme: Theme | undefined): string[] {
  const fonts = theme?.fonts
  if (!fonts) return []
  const used = new Set([fonts.body, fonts.headings])
  return (fonts.files ?? [])
    .filter(({ family }) => used.has(family))
    .map(
      ({ file }) =>
        `<link rel="preload" href="${escapeHtml(file)}" as="font" type="font/${file.endsWith('.woff2') ? 'woff2' : 'woff'}" crossorigin />`,
    )
}

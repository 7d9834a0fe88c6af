import escapeHtml from 'escape-html'
import type { Business } from '../../schema/business.ts'
import { iconFiles, manifestPath } from './icon-files.ts'

/** The site's own icon when it has no logo, as the project's public/ has it. */
const usualIcon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'

const isDrawing = (file: string): boolean => /\.svg$/i.test(file)

/**
 * The head's links to the icons: the logo itself for browser tabs when it is a drawing (SVG), else its small
 * icon; the iPhone's icon and the manifest the build made from it. Without a logo, public/favicon.svg.
 */
export function iconLinks(business: Pick<Business, 'logo'>): string[] {
  const { logo } = business
  if (!logo) return [usualIcon]
  const { small, apple } = iconFiles
  return [
    isDrawing(logo)
      ? `<link rel="icon" href="${escapeHtml(logo)}" type="image/svg+xml" />`
      : `<link rel="icon" href="${small.path}" type="image/png" sizes="${small.size}x${small.size}" />`,
    `<link rel="apple-touch-icon" href="${apple.path}" />`,
    `<link rel="manifest" href="${manifestPath}" />`,
  ]
}

import type { Site } from '../../schema/site.ts'
import { filledColors } from '../../theme/palette.ts'
import { themeColor } from '../../theme/theme-css.ts'
import { iconFiles } from './icon-files.ts'

/** The most characters a home screen shows under an icon before it cuts the name short. */
const shortNameLength = 12

/** The name under the icon: the whole name when it fits, else its first words that fit (always the first). */
export function shortName(name: string): string {
  if (name.length <= shortNameLength) return name
  const [first = name, ...rest] = name.split(/\s+/)
  let short = first
  for (const word of rest) {
    if (`${short} ${word}`.length > shortNameLength) break
    short = `${short} ${word}`
  }
  return short
}

/**
 * The web app manifest of a site with a logo. It opens in the browser (`display: browser`), not as an app of its
 * own: the site is pages to read, call from and share, and a visitor who added it to a home screen keeps the
 * address bar, the back button and sharing, which a standalone window takes away (on an iPhone, with no way back).
 */
export function webManifest(site: Pick<Site, 'business' | 'theme'>): Record<string, unknown> {
  const { business, theme } = site
  return {
    name: business.name,
    short_name: shortName(business.name),
    lang: business.locale,
    start_url: '/',
    display: 'browser',
    background_color: filledColors(theme?.colors).background,
    theme_color: themeColor(theme),
    icons: [iconFiles.small, iconFiles.large].map(({ path, size }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
}

/** The files the build makes from a site's logo, at the site's root, where browsers and phones look for them. */
export const iconFiles = {
  /** For browser tabs when the logo is no drawing, and for the home screens of Android phones. */
  small: { path: '/icon-192.png', size: 192 },
  /** For the home screens and splash screens of Android phones. */
  large: { path: '/icon-512.png', size: 512 },
  /** For the home screens of iPhones and iPads, which fill a transparent icon with black: on the background colour. */
  apple: { path: '/apple-touch-icon.png', size: 180 },
} as const

/** The web app manifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export const manifestPath = '/manifest.webmanifest'

export type IconName = keyof typeof iconFiles

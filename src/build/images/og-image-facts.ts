/** The size link previews (Facebook, WhatsApp, X, LinkedIn) show best. */
export const ogImageSize = { width: 1200, height: 630 } as const

/** The media type of a link-preview picture the build made, from its address. */
export const ogImageType = (url: string): 'image/png' | 'image/jpeg' =>
  url.endsWith('.png') ? 'image/png' : 'image/jpeg'

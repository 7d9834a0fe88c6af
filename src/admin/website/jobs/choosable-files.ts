/** The site's picture files, for a list to choose from. */
export const isPicture = (file: string) => /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(file)

/** "/images/services/home-deep.svg" → "services: home deep": how a picture is named in a list. */
export const pictureName = (file: string): string =>
  file
    .replace(/^\/(images\/)?/, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/\//g, ': ')
    .replace(/[-_]/g, ' ')

/** The site's picture files, for a list to choose from. */
export const isPicture = (file: string) => /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(file)

/** The sentence for a site text over the size limit; `maxBytes` is shown in megabytes. */
export const tooLargeSentence = (maxBytes: number): string =>
  `The website text is too large for the server: it may be at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`

/** The sentence for work stopped at the time limit. */
export const tooSlowSentence = 'This took the server too long, so it stopped; please try again in a moment.'

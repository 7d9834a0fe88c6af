/** The sentence for a site text over the size limit; `maxBytes` is shown in megabytes. */
export const tooLargeSentence = (maxBytes: number): string =>
  `The website's text would be larger than the editor can keep (at most ${Math.floor(maxBytes / (1024 * 1024))} MB), so this was not done. Make the text shorter, for example by removing old blog posts, and try again.`

/** The sentence for work stopped at the time limit. */
export const tooSlowSentence = 'This took the server too long, so it stopped; please try again in a moment.'

/** Marks of a sentence about the text's structure rather than the website: paths, keys, maps, lists. */
const aboutTheText = /\b(path|keys?|map|list|value|item|scalar|explicit)\b|[[\]]|\w\.[\w/[]/i

const rewrites: [RegExp, (...parts: string[]) => string][] = [
  [
    /^site\.yaml cannot be edited until this mistake is fixed/,
    () =>
      'The form cannot make changes until a mistake in the website’s text is fixed: ask your web developer to fix it.',
  ],
  [
    /already has "(.*)", so "(.*)" cannot be renamed to it\.$/,
    (taken, from) => `“${taken}” is already in use, so “${from}” cannot be given that name: choose another.`,
  ],
]

/**
 * A change the editor could not make, said for the office: the known cases in their own words, any
 * other sentence about the text's structure as one plain sentence, and the rest as they are.
 */
export function editErrorWords(message: string): string {
  for (const [pattern, rewrite] of rewrites) {
    const match = pattern.exec(message)
    if (match) return rewrite(...match.slice(1))
  }
  if (aboutTheText.test(message)) return 'This change could not be made here. Reload the page and try it again.'
  return message
}

const extensions = ['jpg', 'png', 'webp', 'avif']

/** A letter an upload's name may hold: a lower-case letter, a digit or a hyphen. */
const isNameLetter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45

/** The extension following a dot at `at` (`jpg` for `.jpg`), or '' when none does. */
function extensionAt(text: string, at: number): string {
  if (text.charCodeAt(at) !== 46) return ''
  return extensions.find((extension) => text.startsWith(extension, at + 1)) ?? ''
}

/**
 * Every picture name in `text`, in order: each run of name letters followed by `.jpg`, `.png`,
 * `.webp` or `.avif`, the matches of `/[a-z0-9-]+\.(?:jpg|png|webp|avif)/g`. Each letter is read
 * once, so the time grows with the text's length alone, whatever words it holds.
 */
export function* pictureNamesIn(text: string): Generator<string> {
  let at = 0
  while (at < text.length) {
    if (!isNameLetter(text.charCodeAt(at))) {
      at++
      continue
    }
    const start = at
    while (at < text.length && isNameLetter(text.charCodeAt(at))) at++
    const extension = extensionAt(text, at)
    if (!extension) continue
    at += 1 + extension.length
    yield text.slice(start, at)
  }
}

/** Which of `names` (uploads' file names) `text` names, as `pictureNamesIn` finds them. */
export function uploadsNamedIn({ text, names }: { text: string; names: string[] }): string[] {
  const wanted = new Set(names)
  const found = new Set<string>()
  for (const name of pictureNamesIn(text)) {
    if (!wanted.has(name)) continue
    found.add(name)
    if (found.size === wanted.size) break
  }
  return [...found]
}

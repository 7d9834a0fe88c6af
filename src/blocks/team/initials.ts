/** The first letters of a name's first and last words, as capitals: "Jane van Doe" → "JD", "Amina" → "A". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words.at(-1) : undefined
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase()
}

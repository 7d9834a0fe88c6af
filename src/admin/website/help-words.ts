/** Marks of a sentence written for someone editing the text file, not the form. */
const forTheFile =
  /public\/|YAML|\bslugs?\b|\bids?\b|\bkeys?\b|\bh1\b|Markdown|\bblocks?\b|"[a-z]+:"|<[a-z ]+>|\.(svg|jpe?g|png|wav)\b|"type"|"\/[^"]*"|"[a-z]{2,3}-[a-z]{2}"|\(\w+\.\w+\)/i

/**
 * A field's description as help beside it in the form: the sentences that speak of the file (paths,
 * keys, ids, formats) are left out, because the form shows and checks those itself.
 */
export function helpWords(description: string | undefined): string | undefined {
  if (!description) return undefined
  const kept = description
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !forTheFile.test(sentence))
    .join(' ')
  return kept === '' ? undefined : kept
}

import { distance } from 'fastest-levenshtein'

/** The candidate closest to `word`, when it is close enough to be a likely typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    // Suggesting the mistake itself helps no one.
    if (candidate === word) continue
    const d = distance(lower, candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 3))
  return bestDistance <= tolerance ? best : undefined
}

export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closestMatch(word, candidates)
  return match === undefined ? undefined : `did you mean "${match}"?`
}

export function listOf(values: Iterable<string>): string {
  return [...values].map((value) => `"${value}"`).join(', ')
}

import { distance } from 'fastest-levenshtein'

/** The candidate closest to `word`, when it is close enough to be a likely typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  return closestWithin(word, [...candidates].map(lowered), { left: Infinity })
}

/**
 * Looks up likely-meant names for many words among the same candidates, as closestMatch does, each
 * word once. After looking at `budget` candidates in all it suggests nothing more, so that a draft
 * with thousands of mistakes among thousands of names is checked in linear time.
 */
export function suggester(candidates: readonly string[], budget = 500_000): (word: string) => string | undefined {
  const found = new Map<string, string | undefined>()
  const allowance = { left: budget }
  const names = candidates.map(lowered)
  return (word) => {
    if (!found.has(word)) found.set(word, closestWithin(word, names, allowance))
    return found.get(word)
  }
}

interface Name {
  candidate: string
  lower: string
}

const lowered = (candidate: string): Name => ({ candidate, lower: candidate.toLowerCase() })

function closestWithin(word: string, names: readonly Name[], allowance: { left: number }): string | undefined {
  if (allowance.left < names.length) return undefined
  allowance.left -= names.length
  const lower = word.toLowerCase()
  const tolerance = Math.max(2, Math.floor(word.length / 3))
  let best: string | undefined
  let bestDistance = Infinity
  for (const { candidate, lower: other } of names) {
    // Suggesting the mistake itself helps no one.
    if (candidate === word) continue
    // Words that differ this much in length are at least this far apart: not nearer, or not near enough.
    const gap = Math.abs(other.length - lower.length)
    if (gap > tolerance || gap >= bestDistance) continue
    const d = distance(lower, other)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return bestDistance <= tolerance ? best : undefined
}

export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closestMatch(word, candidates)
  return match === undefined ? undefined : `did you mean "${match}"?`
}

/** `"a", "b", "c"`; past `limit` values, how many more there are. */
export function listOf(values: Iterable<string>, limit = 30): string {
  return shortList(
    [...values].map((value) => `"${value}"`),
    limit,
  )
}

/** `a, b, c`; past `limit` values, how many more there are: a hint stays short however long the list. */
export function shortList(values: readonly string[], limit = 30): string {
  const shown = values.slice(0, limit).join(', ')
  return values.length > limit ? `${shown} and ${values.length - limit} more` : shown
}

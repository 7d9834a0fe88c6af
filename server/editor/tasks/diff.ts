import { textDiff, type DiffPart } from '../history/text-diff.ts'

/** A line diff of two versions of site.yaml for people to read. */
export function diff({ before, after }: { before: string; after: string }): DiffPart[] {
  return textDiff(before, after)
}

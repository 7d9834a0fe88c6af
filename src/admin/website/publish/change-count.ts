import { dataChanges } from '../../../model/data-changes.ts'

/**
 * How many values differ between the published data and the draft: each changed, added or removed
 * value counts once, and a whole added or removed item (a page, a post) counts as one.
 */
export const changeCount = (before: unknown, after: unknown): number => dataChanges(before, after).length

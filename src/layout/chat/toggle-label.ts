import { fillWords } from '../../words/fill-words.ts'
import type { Words } from '../../words/words.ts'

/**
 * The attribute of the chat's toggle that holds its accessible name while the badge shows (A1): the markup writes it
 * in the page's words, and the badge's behaviour puts it in place.
 */
export const badgeLabelAttribute = 'data-badge-label'

/** A1: the toggle's accessible name in the page's words, which tells of the badge while it shows. */
export const toggleLabel = (
  words: Pick<Words, 'chatToggle' | 'chatToggleWithBadge'>,
  name: string,
  hasBadge: boolean,
) => fillWords(hasBadge ? words.chatToggleWithBadge : words.chatToggle, { name })

/** A1: the toggle's accessible name, which tells of the badge while it shows. */
export const toggleLabel = (accountName: string, hasBadge: boolean): string =>
  `Chat with ${accountName} on WhatsApp${hasBadge ? ', 1 new message' : ''}`

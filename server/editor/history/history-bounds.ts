// What History keeps, however often and however much is published: each number is in SECURITY.md.

/** The latest versions kept as whole texts; each older one is kept as a difference from the next. */
export const keepWholeTexts = 3
/** History's texts and differences together; the oldest versions beyond it are removed. */
export const maxHistoryBytes = 48 * 1024 * 1024

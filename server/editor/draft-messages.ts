/** What the person editing reads about their draft, in one place. */
export const draftMessages = {
  gone: 'This draft is no longer on the server, so the editor starts again from the published website.',
  badEdits: 'The change could not be read. Reload the page and make it again.',
  staleRevision:
    'This change was made on an older copy of your draft (perhaps in another tab), so it was not saved; the editor now shows the latest copy.',
  noPreview: 'The draft has mistakes; the preview shows it again once they are fixed.',
  merging: 'Combining your changes with those published since you started',
} as const

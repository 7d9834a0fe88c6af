/** What the person looking through History reads from the server, in one place. */
export const historyMessages = {
  noSuchVersion: 'There is no such version.',
  firstVersion: 'This is the first version recorded, so there is nothing before it to go back to.',
  olderRemoved: 'The versions before this one were removed to make room, so there is nothing before it to go back to.',
  noName: 'Write your name, so the history shows who did this.',
  badRequest: 'The request could not be read. Reload the page and try again.',
  noSuchItem: 'That page or post is not in this version.',
  moved: 'The website changed since you looked at the preview. Look at it again, then try again.',
  nothingToDo: 'The website already shows this as it was, so there is nothing to change.',
  working: 'Working out the changes',
} as const

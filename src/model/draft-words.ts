/**
 * What the editor says when the person's draft moved on in another window of theirs (a change made
 * there, a publish, a picture): the server's answer to an edit made on an older copy, and the
 * editor's own words when it shows the newer copy.
 */
export const anotherWindowSentence = 'You changed this in another window too. The newest changes are shown here.'

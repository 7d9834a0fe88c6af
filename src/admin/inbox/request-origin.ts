import type { Submission } from '../../model/admin-api.ts'
import { languageName } from '../../languages/site-languages.ts'
import { directInWords, directSource } from '../../model/visits/source-words.ts'
import { capitalised } from '../../model/words/capitalised.ts'

const visitSource = (source: string): string =>
  source === directSource ? `the visitor ${directInWords.toLowerCase()}` : `came from ${source}`

/**
 * Where a request came from, in a line of words, when the server knows: "Sent from the Contact Us page · came from
 * Google · in Kiswahili", or "The visitor typed the address or used a bookmark"; '' when it knows nothing.
 */
export function requestOrigin({ sentFrom, cameFrom, language }: Submission): string {
  const origin = [
    sentFrom && `sent from the ${sentFrom} page`,
    cameFrom && visitSource(cameFrom),
    // The server gives a request's language only where the site has more than one.
    language && `in ${languageName(language)}`,
  ]
    .filter(Boolean)
    .join(' · ')
  return capitalised(origin)
}

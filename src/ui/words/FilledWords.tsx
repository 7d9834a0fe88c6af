import { Fragment, type ReactNode } from 'react'

/**
 * A word whose `{name}` places hold parts of the page rather than text: a link, a <time>. An unknown place is
 * left as it is written, as `fillWords` leaves it.
 */
export function FilledWords({ words, parts }: { words: string; parts: Record<string, ReactNode> }) {
  const pieces = words.split(/\{(\w+)\}/)
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 0 ? piece : piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
      ))}
    </>
  )
}

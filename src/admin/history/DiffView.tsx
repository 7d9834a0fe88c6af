import type { DiffPart } from '../../model/admin-api.ts'

const marks = {
  added: { sign: '+', word: 'Added' },
  removed: { sign: '−', word: 'Removed' },
  same: { sign: ' ', word: '' },
} as const

function Lines({ kind, lines }: { kind: keyof typeof marks; lines: string[] }) {
  const { sign, word } = marks[kind]
  return lines.map((line, index) => (
    <span key={index} className={`history-line history-line-${kind}`}>
      <span className="history-sign" aria-hidden="true">
        {sign}
      </span>
      {word && <span className="visually-hidden">{word}: </span>}
      {line}
    </span>
  ))
}

function Run({ part }: { part: DiffPart }) {
  if (part.kind === 'skipped')
    return (
      <p className="history-skipped">
        … {part.count} unchanged line{part.count === 1 ? '' : 's'} not shown …
      </p>
    )
  if (part.kind === 'added')
    return (
      <ins>
        <Lines kind="added" lines={part.lines} />
      </ins>
    )
  if (part.kind === 'removed')
    return (
      <del>
        <Lines kind="removed" lines={part.lines} />
      </del>
    )
  return (
    <div>
      <Lines kind="same" lines={part.lines} />
    </div>
  )
}

/** The lines of the site's text a version changed, marked by sign and word as well as by colour. */
export function DiffView({ parts }: { parts: readonly DiffPart[] }) {
  if (parts.length === 0) return <p>This version changed no lines.</p>
  return (
    <>
      <p className="history-legend">
        <span className="history-line-added">
          <span aria-hidden="true">+ </span>added line
        </span>
        <span className="history-line-removed">
          <span aria-hidden="true">− </span>removed line
        </span>
        <span>no mark: unchanged</span>
      </p>
      <div className="history-diff">
        {parts.map((part) => (
          <Run key={`${part.kind}-${part.line}`} part={part} />
        ))}
      </div>
    </>
  )
}

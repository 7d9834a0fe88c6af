import { useState } from 'react'
import type { DraftConflict, DraftProblem, PublishEvent, PublishStep } from '../../model/admin-api.ts'
import { streamPublish } from '../app/publish-stream.ts'
import { problemMessage } from '../app/problem-message.ts'
import { rememberAuthor, rememberedAuthor, useSignedInName } from '../history/author-name.ts'

const stepWords: Record<PublishStep, string> = {
  checking: 'Checking the draft…',
  building: 'Making the new pages…',
  switching: 'Switching the live site to the new version…',
  recording: 'Keeping a copy in the history…',
  done: 'Done.',
}

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'running'; step: string }
  | { kind: 'published'; warnings: string[] }
  | { kind: 'refused'; reason: string; message: string; problems?: DraftProblem[]; conflicts?: DraftConflict[] }

export interface Publishing {
  state: PublishState
  /** The name of the person signed in, which the history records; '' when it has to be typed in `author`. */
  signedInName: string
  author: string
  setAuthor(author: string): void
  /** Publishes the draft, or shows the problems instead while there are any. */
  publish(): Promise<void>
  reset(): void
}

interface PublishOptions {
  draftId: string
  errorCount: number
  onPublished(): void
  onShowErrors(): void
}

/** Publishing the draft: its progress and outcome, shared by the bar that starts it and the panel that reports it. */
export function usePublish(options: PublishOptions): Publishing {
  const signedInName = useSignedInName()
  const [author, setAuthor] = useState(rememberedAuthor)
  const [state, setState] = useState<PublishState>({ kind: 'idle' })

  const publish = async () => {
    if (options.errorCount > 0) return options.onShowErrors()
    if (!signedInName) rememberAuthor(author)
    setState({ kind: 'running', step: stepWords.checking })
    try {
      const outcome = await streamPublish(
        `drafts/${encodeURIComponent(options.draftId)}/publish`,
        { author: signedInName || author },
        (event: PublishEvent) => {
          if ('step' in event)
            setState({
              kind: 'running',
              step: event.step === 'checking' && event.detail ? `${event.detail}…` : stepWords[event.step],
            })
        },
      )
      if (outcome.outcome === 'published') {
        setState({ kind: 'published', warnings: outcome.warnings })
        options.onPublished()
      } else setState({ kind: 'refused', ...outcome })
    } catch (error) {
      setState({ kind: 'refused', reason: 'error', message: problemMessage(error) })
    }
  }

  return { state, signedInName, author, setAuthor, publish, reset: () => setState({ kind: 'idle' }) }
}

import { useState } from 'react'
import type { DraftConflict, DraftProblem, PublishEvent, PublishStep } from '../../../model/admin-api.ts'
import { withNotes, type SayOutcome } from '../../outcome/outcome.tsx'
import { streamPublish } from '../../app/publish-stream.ts'
import { problemMessage } from '../../app/problem-message.ts'
import { rememberAuthor, rememberedAuthor, useSignedInName } from '../../history/author-name.ts'

const stepWords: Record<PublishStep, string> = {
  checking: 'Checking the draft…',
  building: 'Making the new pages…',
  switching: 'Switching the live site to the new version…',
  recording: 'Keeping a copy in the history…',
  done: 'Done.',
}

/** What the last publish is doing, or why it was refused; its outcome in words goes to the bar (`outcomes`). */
export type PublishState =
  | { kind: 'idle' }
  | { kind: 'running'; step: string }
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
  /** Starts the editor again from what was published; the outcome is said once it has. */
  onPublished(): Promise<void>
  onShowErrors(): void
  /** Where the outcome is said. */
  outcomes: SayOutcome
}

/** The words of a publish that went live. */
const publishedWords = 'Published. Visitors now see the new version.'

/** The first paragraph of a refusal: what follows is the checker's report on the text, listed in words by the panel. */
export const refusalWords = (message: string) => message.split('\n\n')[0] ?? message

/** Publishing the draft: its progress and outcome, shared by the bar that starts it and the panel that reports it. */
export function usePublish(options: PublishOptions): Publishing {
  const signedInName = useSignedInName()
  const [author, setAuthor] = useState(rememberedAuthor)
  const [state, setState] = useState<PublishState>({ kind: 'idle' })

  const publish = async () => {
    if (options.errorCount > 0) return options.onShowErrors()
    if (!signedInName) rememberAuthor(author)
    options.outcomes.clear()
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
        // Said only once the editor has the draft started again: a change typed on seeing it is kept.
        await options.onPublished()
        setState({ kind: 'idle' })
        options.outcomes.say({
          tone: 'done',
          text: withNotes(publishedWords, outcome.warnings),
          link: { href: outcome.page ?? '/', text: 'View the site' },
        })
      } else {
        setState({ kind: 'refused', ...outcome })
        options.outcomes.say({ tone: 'problem', text: refusalWords(outcome.message) })
      }
    } catch (error) {
      const message = problemMessage(error)
      setState({ kind: 'refused', reason: 'error', message })
      options.outcomes.say({ tone: 'problem', text: message })
    }
  }

  return { state, signedInName, author, setAuthor, publish, reset: () => setState({ kind: 'idle' }) }
}

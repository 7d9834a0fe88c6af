import { failureText, loadingText } from './embed-status.ts'

/** What a panel says while its embed is on its way, or once it has failed. */
export function EmbedMessage({ hasFailed }: { hasFailed: boolean }) {
  return (
    <p className={hasFailed ? 'social-embeds__status social-embeds__status--failed' : 'social-embeds__status'}>
      {hasFailed ? failureText : loadingText}
    </p>
  )
}

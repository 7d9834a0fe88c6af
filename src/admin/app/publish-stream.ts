import type { PublishEvent, PublishOutcomeEvent } from '../../model/contracts/publish-step.ts'
import { adminFetch, ApiError } from './api.ts'

/**
 * Starts a publish (or a restore) and hands each line of its answer, a step or the outcome, to
 * `onEvent` as it arrives. Resolves with the outcome.
 */
export async function streamPublish(
  path: string,
  body: unknown,
  onEvent: (event: PublishEvent) => void,
): Promise<PublishOutcomeEvent> {
  const response = await adminFetch(path, { json: body })
  if (!response.body) throw new ApiError(502, 'The server stopped answering before the publish finished.')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  let outcome: PublishOutcomeEvent | undefined
  for (;;) {
    const { value, done } = await reader.read()
    if (value) buffered += value
    const lines = buffered.split('\n')
    buffered = done ? '' : (lines.pop() ?? '')
    for (const line of lines.filter((text) => text.trim() !== '')) {
      const event = JSON.parse(line) as PublishEvent
      onEvent(event)
      if ('outcome' in event) outcome = event
    }
    if (done) break
  }
  if (!outcome) throw new ApiError(502, 'The server stopped answering before the publish finished.')
  return outcome
}

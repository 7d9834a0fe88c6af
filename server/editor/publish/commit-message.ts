import { oneLine } from '../../security/one-line.ts'
import { changeCount } from '../changed-paths.ts'

/** "Publish from /admin: 2 changes", a blank line, then one changed path a line, at most `maxLines`. */
export function commitMessage(changed: readonly string[], maxLines = 30): string {
  const count = changeCount(changed)
  const head = `Publish from /admin: ${count} ${count === 1 ? 'change' : 'changes'}`
  if (changed.length === 0) return head
  const shown = (changed.length > maxLines ? changed.slice(0, maxLines - 1) : changed).map(oneLine)
  if (shown.length < changed.length) shown.push(`…and ${count - shown.length} more`)
  return `${head}\n\n${shown.join('\n')}`
}

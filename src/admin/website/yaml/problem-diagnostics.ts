import type { Diagnostic } from '@codemirror/lint'
import type { Text } from '@codemirror/state'
import type { DraftProblem } from '../../../model/admin-api.ts'

/**
 * The checker's problems as editor diagnostics, each marked from its line and column to the end of
 * that line's text. A place beyond the text (it has changed since the check) is kept inside it.
 */
export function problemDiagnostics(doc: Text, problems: readonly DraftProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines))
    const from = line.from + Math.min(Math.max(problem.col - 1, 0), line.length)
    const to = Math.max(from, line.from + line.text.trimEnd().length)
    const message = problem.hint ? `${problem.message}\n${problem.hint}` : problem.message
    return { from, to, severity: 'error', message }
  })
}

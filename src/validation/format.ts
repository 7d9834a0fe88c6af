import type { Problem } from './problem.ts'

/** "site.yaml:12:9  message" and the hint on the next line, as editors and terminals link it. */
export function formatProblem(problem: Problem): string {
  const head = `${problem.file}:${problem.line}:${problem.col}  ${problem.message}`
  return problem.hint ? `${head}\n    hint: ${problem.hint}` : head
}

export function formatReport(errors: readonly Problem[], warnings: readonly Problem[]): string {
  const parts: string[] = []
  if (errors.length > 0) {
    parts.push(`${errors.length} error${errors.length === 1 ? '' : 's'} in ${errors[0]?.file ?? 'site.yaml'}:\n`)
    parts.push(errors.map(formatProblem).join('\n\n'))
  }
  if (warnings.length > 0) {
    parts.push(`${parts.length ? '\n\n' : ''}${warnings.length} warning${warnings.length === 1 ? '' : 's'}:\n`)
    parts.push(warnings.map(formatProblem).join('\n\n'))
  }
  return parts.join('')
}

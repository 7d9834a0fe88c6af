import type { DraftProblem } from '../../../model/admin-api.ts'
import { pathKey } from '../form/json-schema.ts'

/**
 * Files each problem of the checker under the data path it is about (its own `path`), so the form
 * can show it beside that field. Problems outside any field (a mistake in the text) go under the
 * empty path.
 */
export function problemsByPath(problems: readonly DraftProblem[]): Map<string, DraftProblem[]> {
  const byPath = new Map<string, DraftProblem[]>()
  for (const problem of problems) {
    const key = pathKey(problem.path)
    const filed = byPath.get(key)
    if (filed) filed.push(problem)
    else byPath.set(key, [problem])
  }
  return byPath
}

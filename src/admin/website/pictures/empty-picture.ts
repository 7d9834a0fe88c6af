import type { DraftProblem } from '../../../model/admin-api.ts'
import { valueAt } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'

/** Whether `path` is the picture of a picture group that has none yet: an empty picture box. */
export const isEmptyPictureBox = (data: unknown, path: Path): boolean =>
  path.at(-1) === 'src' && (valueAt(data, path) ?? '') === ''

/**
 * Whether the problems of a picture box are shown yet: an empty box is a problem only once the person
 * has touched it or tried to publish, never before anything was chosen.
 */
export const showsPictureProblems = (src: string, state: { isTouched: boolean; hasTriedToPublish: boolean }) =>
  src !== '' || state.isTouched || state.hasTriedToPublish

/** Whether `path` is a box nothing was written in yet: an empty text, or an empty picture box. */
const isEmptyBox = (data: unknown, path: Path): boolean => valueAt(data, path) === '' || isEmptyPictureBox(data, path)

/**
 * The problems to list now, by path: those of boxes still empty (a new post's text, a picture not chosen yet) wait
 * until publishing is tried, so nothing is red before anything was written.
 */
export function problemsShownNow(
  byPath: ReadonlyMap<string, DraftProblem[]>,
  data: unknown,
  hasTriedToPublish: boolean,
): Map<string, DraftProblem[]> {
  if (hasTriedToPublish) return new Map(byPath)
  return new Map(
    [...byPath]
      .map(([key, problems]): [string, DraftProblem[]] => [
        key,
        problems.filter((problem) => !isEmptyBox(data, problem.path)),
      ])
      .filter(([, problems]) => problems.length > 0),
  )
}

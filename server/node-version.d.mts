/** The lowest version a `>=MAJOR.MINOR[.PATCH]` range allows, as [major, minor, patch]. */
export function requiredNodeOf(range: string): [number, number, number]
/** One sentence saying what to do when `running` is older than `range`; undefined when it is not. */
export function nodeVersionProblem(running: string, range: string): string | undefined

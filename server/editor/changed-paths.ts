import { formatPath } from '../../src/model/data-path.ts'
import { dataChanges, type DataChange } from '../../src/model/data-changes.ts'

export { dataChanges, type DataChange }

const wholeFile = '(the whole file)'
const more = /^…and (\d+) more$/

/**
 * Where two versions of the site's data differ (`dataChanges`), as readable paths: 'business.phones[0].number', 'pages./about.blocks[2].heading',
 * 'services[9] (added)', 'faq.items[1] (removed)', 'pages./offers (added)'. Beyond `limit` paths, the
 * last line says how many more there are ('…and 12 more'); `changeCount` counts them back.
 */
export function changedPaths(before: unknown, after: unknown, limit = 100): string[] {
  const paths = dataChanges(before, after).map(pathText)
  if (paths.length <= limit) return paths
  return [...paths.slice(0, limit), `…and ${paths.length - limit} more`]
}

/** How many changes a list from `changedPaths` stands for, the summed-up ones included. */
export function changeCount(paths: readonly string[]): number {
  const hidden = more.exec(paths.at(-1) ?? '')
  return hidden ? paths.length - 1 + Number(hidden[1]) : paths.length
}

function pathText({ path, kind }: DataChange): string {
  const text = formatPath(path)
  return kind === 'changed' ? text || wholeFile : `${text} (${kind})`
}

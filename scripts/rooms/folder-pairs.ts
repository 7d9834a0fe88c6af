import { importGraph } from './import-circles.ts'

/**
 * The folder of `file` whose imports are weighed: its first `depth` folders (`server/editor` for
 * server/editor/drafts/drafts.ts at depth 2). A file standing above that depth has none.
 */
const folderOf = (file: string, depth: number): string | undefined => {
  const parts = file.split('/').slice(0, -1)
  return parts.length >= depth ? parts.slice(0, depth).join('/') : undefined
}

/**
 * Each pair of folders at `depth` that import each other, as "a ⇄ b" with a before b, sorted. `sources` are the
 * files' texts by path; imports from files above the depth (the composition root, its shared helpers) are not weighed.
 */
export function foldersImportingEachOther(sources: Record<string, string>, depth: number): string[] {
  const imported = new Set<string>()
  for (const [file, imports] of importGraph(sources)) {
    const from = folderOf(file, depth)
    for (const to of imports.map((target) => folderOf(target, depth)))
      if (from && to && from !== to) imported.add(`${from} → ${to}`)
  }
  return [...imported]
    .map((edge) => edge.split(' → ') as [string, string])
    .filter(([from, to]) => from < to && imported.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ⇄ ${to}`)
    .sort()
}

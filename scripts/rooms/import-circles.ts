import { posix } from 'node:path'

// `import … from '…'` and `export … from '…'`, type-only ones included; `import '…'`; `import('…')`.
const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*(['"])([^'"]+)\1/gm
const BARE_IMPORT = /^[ \t]*import\s*(['"])([^'"]+)\1/gm
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g

/** The specifiers a source file imports, in every form of import. */
export function importSpecifiers(source: string): string[] {
  return [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT].flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[2]!),
  )
}

/** Each file's imports of the other files given, by path (relative specifiers only, query strings dropped). */
export function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const [file, source] of Object.entries(sources)) {
    const imported = importSpecifiers(source)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')))
      .filter((path) => path in sources)
    graph.set(file, [...new Set(imported)])
  }
  return graph
}

/**
 * The circles of a graph: each set of files that reach one another through imports, sorted, as
 * one list. Tarjan's strongly connected components; a file that imports itself is a circle too.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []

  const visit = (file: string) => {
    order.set(file, order.size)
    lowest.set(file, order.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!))
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!))
      }
    }
    if (lowest.get(file) !== order.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort())
  }

  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file)
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

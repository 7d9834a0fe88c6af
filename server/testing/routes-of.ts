import type { FastifyInstance } from 'fastify'

/** For tests: every route of the app with its methods, read from Fastify's own route tree. */
export function routesOf(app: FastifyInstance): { url: string; methods: string[] }[] {
  const stack: { depth: number; path: string }[] = []
  const routes: { url: string; methods: string[] }[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\s+$/, ''))
    if (!match) continue
    const depth = match[1]!.length / 4
    while (stack.length > depth) stack.pop()
    const parent = stack.at(-1)?.path ?? ''
    const path = parent + (match[2] === '*' && !parent.endsWith('/') ? '/*' : match[2]!)
    stack.push({ depth, path })
    routes.push({ url: path, methods: match[3]!.split(', ') })
  }
  return routes
}

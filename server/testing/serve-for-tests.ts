import { afterAll, beforeAll } from 'vitest'
import { serveEditorRoutes, type EditorBench, type ServedRoutes } from './editor-stand-ins.ts'

/**
 * For a test file: serves these editor route plugins over the bench before its tests, and closes both
 * after them. What it answers works from the first test on.
 */
export function serveForTests(...[bench, plugins, options]: Parameters<typeof serveEditorRoutes>): ServedRoutes {
  let served: ServedRoutes | undefined
  const open = () => {
    if (!served) throw new Error('The routes are served from the first test on, not before.')
    return served
  }
  beforeAll(async () => {
    served = await serveEditorRoutes(bench, plugins, options)
  })
  afterAll(async () => {
    await served?.close()
    await (bench as EditorBench).close()
  })
  return {
    get base() {
      return open().base
    },
    call: (method, path, body) => open().call(method, path, body),
    close: () => open().close(),
  }
}

import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { spawnServer, type SpawnedServer } from './spawn-server.ts'

/**
 * For tests: the site's server in a process of its own, as in production, so that the test's own
 * work does not hold up the server it measures. It stops, and `folders` are removed, after the
 * file's tests.
 */
export function childServerForFile(env: Record<string, string>, folders: string[]): SpawnedServer {
  const server = spawnServer(join(import.meta.dirname, 'child-server.ts'), { PORT: '0', ...env })
  afterAll(() => {
    server.stop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })
  return server
}

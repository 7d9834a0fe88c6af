import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file in DATA_DIR that says which process serves the site from it, while it runs. */
export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid')

/** Records this process as the one serving from `dataDir`; the returned function removes the record again. */
export function markServing(dataDir: string): () => void {
  const file = serverPidFile(dataDir)
  writeFileSync(file, `${process.pid}\n`)
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true })
  }
}

/** The process serving from `dataDir`, if one is running; a record left by a crashed server is ignored. */
export function servingProcess(dataDir: string): number | undefined {
  const pid = readPid(serverPidFile(dataDir))
  return pid !== undefined && isAlive(pid) ? pid : undefined
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

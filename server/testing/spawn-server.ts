import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export interface SpawnedServer {
  child: ChildProcess
  /** Everything it printed so far, stdout and stderr together. */
  output(): string
  /** Resolves with the first match of `pattern` in what it prints; rejects if it exits first or takes too long. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
  /** Resolves with the exit code (or the signal) once it has ended. */
  exited: Promise<number | NodeJS.Signals | null>
  stop(): void
}

/**
 * For tests: runs a server script (server/start.ts, server/testing/child-server.ts) in a process of
 * its own, with these environment variables on top of the test's; Node runs its TypeScript, as `npm start` does.
 */
export function spawnServer(
  script: string,
  env: Record<string, string | undefined>,
  options: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): SpawnedServer {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  })
  let output = ''
  const listeners = new Set<() => void>()
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', read)
  child.stderr!.on('data', read)
  // 'close' comes after the last of its output has been read.
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? signal)),
  )

  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output)
          if (!match) return
          done()
          resolve(match)
        }
        const timer = setTimeout(() => {
          done()
          reject(new Error(`No ${pattern} within ${timeoutMs} ms; it printed:\n${output}`))
        }, timeoutMs)
        const done = () => {
          clearTimeout(timer)
          listeners.delete(check)
        }
        listeners.add(check)
        void exited.then(() => {
          check()
          if (!listeners.has(check)) return
          done()
          reject(new Error(`It exited before printing ${pattern}; it printed:\n${output}`))
        })
        check()
      })
    },
    stop: () => void child.kill('SIGKILL'),
  }
}

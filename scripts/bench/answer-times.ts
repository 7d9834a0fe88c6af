import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * How long `url` takes to answer, asked every `everyMs` for `seconds`, timed from a process of its own:
 * a load sent from the bench's process keeps that process busy, and its waits would count as the
 * server's.
 */
export function answerTimesElsewhere(url: string, seconds: number, everyMs = 50): Promise<number[]> {
  const script = fileURLToPath(import.meta.url)
  return new Promise((done, failed) =>
    execFile(process.execPath, [script, url, String(seconds), String(everyMs)], (error, stdout) =>
      error ? failed(error) : done(JSON.parse(stdout) as number[]),
    ),
  )
}

async function timeAnswers(url: string, seconds: number, everyMs: number): Promise<number[]> {
  // This process's first fetch loads and starts its HTTP client: not the server's time.
  await (await fetch(url)).arrayBuffer()
  const times: number[] = []
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    const started = performance.now()
    await (await fetch(url)).arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((wait) => setTimeout(wait, everyMs))
  }
  return times
}

if (import.meta.main) {
  const [url = '', seconds = '10', everyMs = '50'] = process.argv.slice(2)
  console.log(JSON.stringify(await timeAnswers(url, Number(seconds), Number(everyMs))))
}

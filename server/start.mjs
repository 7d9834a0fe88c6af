// `npm start` and the systemd unit begin here: plain JavaScript, so that a Node too old to run the
// server's TypeScript still reads it and says in one sentence what to do, instead of a stack trace.
import { readFileSync } from 'node:fs'
import { nodeVersionProblem } from './node-version.mjs'

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const problem = nodeVersionProblem(process.version, packageJson.engines.node)
if (problem) {
  // LOG_FORMAT=json asks for nothing but JSON lines: this one is written as the server's logger would (60: fatal).
  const isJson = (process.env.LOG_FORMAT || '').trim().toLowerCase() === 'json'
  console.error(isJson ? JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: problem }) : problem)
  process.exit(1)
}
import('./start.ts')

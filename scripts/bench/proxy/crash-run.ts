import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { spawnServer, type SpawnedServer } from '../../../server/testing/spawn-server.ts'
import { newIdempotencyKey, postForm, type SendOutcome } from '../../../src/forms/submit/submit.ts'
import { testForms, validBody } from '../../../src/testing/test-forms.ts'
import { loopbackCaddyfile } from './loopback-caddyfile.ts'

/** What goes wrong a part of the way through the stream of posts. */
export type Disruption = 'server-crash' | 'proxy-restart'

export interface CrashRunOptions {
  disruption: Disruption
  /** Contact-form posts, each from a visitor of its own with content of its own. */
  posts: number
  /** Visitors sending at once. */
  concurrency: number
  /** After how many posts were started the disruption comes, as a share of `posts`. */
  at: number
  /** How long the crashed server or stopped proxy stays away before it starts again. */
  awayMs: number
  /** The page's waits between resends; none sends each post once, as pages did before resends. */
  resendPauses?: readonly number[]
  /** The Caddyfile whose `(to_the_site)` snippet is run; deploy/Caddyfile unless told. */
  caddyfile?: string
}

export interface CrashRunResult {
  acknowledged: number
  /** Posts whose page gave up: no answer within its minute of resends, or refused. */
  notAcknowledged: number
  stored: number
  /** Acknowledged posts whose id holds nothing, or holds content other than the visitor's own. */
  wrongOrMissing: string[]
  /** Contents stored more than once. */
  storedTwice: number
  /** Lines of the proxy's log that tell of a body lost on a retry (Caddy PR #7360). */
  proxyBodyErrors: number
  /** Posts the receiver refused because their body was not the one their Content-Digest names. */
  refusedAsDamaged: number
  seconds: number
}

const root = resolve(import.meta.dirname, '../../..')
const childServer = join(root, 'server/testing/child-server.ts')
const contact = testForms.contact!

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolvePort(port))
    })
  })
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

async function untilAnswering(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await pause(100)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Posts `posts` contact forms through Caddy running the guide's deploy/Caddyfile on loopback, each sent
 * as the visitor's page sends it (resends under one key included), crashes the server (`kill -9`) or
 * restarts the proxy part of the way through, then compares every acknowledgement with what was stored.
 */
export async function crashRun(options: CrashRunOptions): Promise<CrashRunResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'proxy-crash-'))
  const dataDir = join(scratch, 'data')
  const [sitePort, proxyPort] = [await freePort(), await freePort()]
  const caddyfile = join(scratch, 'Caddyfile')
  const accessLog = join(scratch, 'access.log')
  writeFileSync(caddyfile, loopbackCaddyfile(proxyPort, sitePort, accessLog, options.caddyfile))
  let caddyLog = ''
  let serverLog = ''
  const startServer = async () => {
    const server = spawnServer(childServer, {
      DATA_DIR: dataDir,
      PORT: String(sitePort),
      FORM_POSTS_PER_MINUTE: '1000000',
      FORM_REQUESTS_PER_DAY: '1000000',
      RECEIVER_LOG: '1',
    })
    await server.waitFor(/listening/)
    return server
  }
  const startProxy = () => {
    const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    caddy.stderr.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()))
    return caddy
  }
  const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill(signal)
    })

  let server: SpawnedServer = await startServer()
  let proxy = startProxy()
  const started = Date.now()
  try {
    await untilAnswering(`http://127.0.0.1:${proxyPort}/`)
    const disruptAt = Math.floor(options.posts * options.at)
    const disrupt = async () => {
      if (options.disruption === 'server-crash') {
        await stopped(server.child, 'SIGKILL')
        serverLog += server.output()
        await pause(options.awayMs)
        server = await startServer()
      } else {
        await stopped(proxy, 'SIGTERM')
        await pause(options.awayMs)
        proxy = startProxy()
      }
    }
    const sent = new Map<string, { content: string; outcome: SendOutcome }>()
    let next = 0
    let disruption: Promise<void> | undefined
    const visitor = async () => {
      for (let n = next++; n < options.posts; n = next++) {
        if (n === disruptAt) disruption = disrupt()
        const values = { ...validBody(contact, n), message: `Visitor ${n}: please call me about the office.` }
        const key = newIdempotencyKey()
        const url = `http://127.0.0.1:${proxyPort}/api/forms/contact`
        const outcome = await postForm(url, values, '', key, options.resendPauses)
        sent.set(key, { content: JSON.stringify(values), outcome })
      }
    }
    await Promise.all(Array.from({ length: options.concurrency }, visitor))
    await disruption

    serverLog += server.output()
    const db = new Database(join(dataDir, 'site.db'), { readonly: true })
    const rows = db.prepare<[], { id: string; data: string }>('SELECT id, data FROM submissions').all()
    db.close()
    const storedById = new Map(rows.map((row) => [row.id, sameOrder(row.data)]))
    const contents = rows.map((row) => sameOrder(row.data))
    const acknowledged = [...sent.values()].filter(({ outcome }) => outcome.result === 'sent')
    return {
      acknowledged: acknowledged.length,
      notAcknowledged: sent.size - acknowledged.length,
      stored: rows.length,
      wrongOrMissing: acknowledged
        .filter(({ content, outcome }) => storedById.get(outcome.id ?? '') !== sameOrder(content))
        .map(
          ({ content, outcome }) =>
            `${outcome.id ?? '(no id)'}: sent ${content}, stored ${storedById.get(outcome.id ?? '') ?? 'nothing'}`,
        ),
      storedTwice: contents.length - new Set(contents).size,
      proxyBodyErrors: (caddyLog + readIfThere(accessLog)).split('\n').filter((line) => /Body length 0/i.test(line))
        .length,
      refusedAsDamaged: serverLog.split('\n').filter((line) => line.includes('other than its Content-Digest')).length,
      seconds: (Date.now() - started) / 1000,
    }
  } finally {
    await Promise.all([stopped(server.child, 'SIGTERM'), stopped(proxy, 'SIGTERM')])
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** A stored or sent form as one string whatever the order of its fields. */
const sameOrder = (json: string) => JSON.stringify(Object.entries(JSON.parse(json) as Record<string, string>).sort())

const readIfThere = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

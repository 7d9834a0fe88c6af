import Database from 'better-sqlite3'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { post } from '../testing/test-server.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'receiver-crash-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Starts the receiver in its own process and resolves with its address. */
function startChild(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../testing/child-server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      FORM_POSTS_PER_MINUTE: '1000000',
      FORM_REQUESTS_PER_DAY: '1000000',
      SITE_DIST: undefined,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening (http:\/\/\S+)/.exec(output)
      if (match) resolve({ child, base: match[1]! })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

const total = 120
const killAfter = 40
const bodies = Array.from({ length: total }, (_, n) => ({
  key: `crash-test-${n}`,
  body: validBody(testForms.contact!, n),
}))

describe('a crash during a burst of submissions', () => {
  it('loses no acknowledged submission, and retries after the restart store each one once', async () => {
    const first = await startChild()
    const acknowledged = new Map<string, string>()
    let next = 0
    let killed = false
    const worker = async () => {
      while (next < total && !killed) {
        const { key, body } = bodies[next++]!
        try {
          const response = await post(first.base, '/api/forms/contact', body, { 'idempotency-key': key })
          if (response.status === 201) acknowledged.set(key, ((await response.json()) as { id: string }).id)
        } catch {
          // The connection died with the server: not acknowledged, so the browser would retry.
        }
        if (acknowledged.size >= killAfter && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 12 }, worker))
    if (first.child.exitCode === null && first.child.signalCode === null)
      await new Promise((resolve) => first.child.once('exit', resolve))
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter)

    const second = await startChild()
    const db = new Database(join(dataDir, 'site.db'), { readonly: true })
    try {
      const stored = new Map(
        db
          .prepare<[], { idempotency_key: string; id: string }>('SELECT idempotency_key, id FROM submissions')
          .all()
          .map((row) => [row.idempotency_key, row.id]),
      )
      const storedOfAcknowledged = [...acknowledged.keys()].map((key) => [key, stored.get(key)])
      expect(Object.fromEntries(storedOfAcknowledged)).toEqual(Object.fromEntries(acknowledged))
      console.log(
        `crash test: ${next} sent, ${acknowledged.size} acknowledged, ${stored.size} stored when killed (SIGKILL)`,
      )

      // The visitors' browsers retry every submission with its key: each is stored exactly once.
      const retried = new Map<string, string>()
      const statuses = new Set<number>()
      for (const { key, body } of bodies) {
        const response = await post(second.base, '/api/forms/contact', body, { 'idempotency-key': key })
        statuses.add(response.status)
        retried.set(key, ((await response.json()) as { id: string }).id)
      }
      expect([...statuses]).toEqual([201])
      expect(Object.fromEntries([...acknowledged.keys()].map((key) => [key, retried.get(key)]))).toEqual(
        Object.fromEntries(acknowledged),
      )
      expect(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM submissions').get()?.n).toBe(total)
    } finally {
      db.close()
      second.child.kill('SIGKILL')
    }
  }, 60_000)
})

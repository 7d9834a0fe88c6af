import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { maxProblems } from '../editor/tasks/check.ts'
import { createPool } from '../pool.ts'
import { maxDraftBytes, WorkRefused } from './site-work.ts'

const root = resolve(import.meta.dirname, '..', '..')
const publicDir = join(root, 'public')
const realText = readFileSync(join(root, 'site.yaml'), 'utf8')
const work = createPool({ maxThreads: 1, timeoutMs: 20_000 })
afterAll(() => work.close())

describe('the site work pool', () => {
  it('checks a draft in a worker thread and returns its problems, by line', async () => {
    const broken = realText.replace('type: hero', 'type: heor')
    const answer = await work.run('check', { text: broken, publicDir })
    expect(answer.errors.map((problem) => problem.message).join('\n')).toContain('"heor"')
    expect(answer.errors[0]!.line).toBe(broken.slice(0, broken.indexOf('heor')).split('\n').length)
    const real = await work.run('check', { text: realText, publicDir })
    expect(real.errors).toEqual([])
    console.log(`check of the real site.yaml in a worker: ${real.ms} ms`)
  })

  it('previews a page of a draft, and a diff of two versions', async () => {
    const drawn = await work.run('preview', { text: realText, path: '/contact/', publicDir })
    expect(drawn?.route?.path).toBe('/contact')
    expect(drawn?.shell).toBeTruthy()
    expect(await work.run('preview', { text: 'business: {}', path: '/', publicDir })).toBeUndefined()
    const parts = await work.run('diff', { before: 'a: 1\nb: 2\n', after: 'a: 1\nb: 3\n' })
    expect(parts).toEqual([
      { kind: 'same', line: 1, lines: ['a: 1'] },
      { kind: 'removed', line: 2, lines: ['b: 2'] },
      { kind: 'added', line: 2, lines: ['b: 3'] },
    ])
  })

  it('answers with at most 1,000 errors, the first ones', async () => {
    const text = `${realText}\n${'business:\n'.repeat(maxProblems + 500)}`
    const answer = await work.run('check', { text, publicDir })
    expect(answer.errors).toHaveLength(maxProblems)
    expect(answer.errors[0]!.line).toBeLessThanOrEqual(answer.errors.at(-1)!.line)
  })

  it('refuses a text over the size limit with one plain sentence, before any work', async () => {
    const text = 'a'.repeat(maxDraftBytes + 1)
    const refusal = await work.run('check', { text, publicDir }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(WorkRefused)
    expect((refusal as WorkRefused).status).toBe(413)
    expect((refusal as WorkRefused).message).toBe(
      "The website's text would be larger than the editor can keep (at most 8 MB), so this was not done. Make the text shorter, for example by removing old blog posts, and try again.",
    )
  })

  it('stops a task past its time limit with a plain sentence, and answers the next task', async () => {
    const hasty = createPool({ maxThreads: 1, timeoutMs: 300 })
    try {
      // Starting a thread (and loading the tasks) may take longer than 300 ms.
      await eventually(() => hasty.run('diff', { before: 'warm: up\n', after: 'warm: up\n' }))
      const started = performance.now()
      // A million list items: several seconds of checking on 2 cores.
      const text = `a:\n${'  - x\n'.repeat(1_000_000)}`
      const refusal = await hasty.run('check', { text, publicDir }).catch((error: unknown) => error)
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(refusal).toBeInstanceOf(WorkRefused)
      expect((refusal as WorkRefused).message).toBe(
        'This took the server too long, so it stopped; please try again in a moment.',
      )
      // An answer this soon means the check's thread was stopped.
      const next = await eventually(() => hasty.run('diff', { before: 'a: 1\n', after: 'a: 2\n' }))
      expect(next).toHaveLength(2)
      expect(performance.now() - started).toBeLessThan(15_000)
    } finally {
      await hasty.close()
    }
  })

  it('loads its TypeScript tasks under tsx as well as under Vitest', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-work-tsx-'))
    try {
      const script = join(folder, 'run-check.mts')
      writeFileSync(
        script,
        [
          `import { createPool } from ${JSON.stringify(join(import.meta.dirname, '../pool.ts'))}`,
          'const work = createPool({ maxThreads: 1 })',
          `const answer = await work.run('check', { text: 'business: {}', publicDir: ${JSON.stringify(publicDir)} })`,
          'console.log(JSON.stringify({ errors: answer.errors.length }))',
          'await work.close()',
        ].join('\n'),
      )
      const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
      const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { cwd: root, timeout: 60_000 })
      expect(JSON.parse(stdout.trim()).errors).toBeGreaterThan(0)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)
})

/** Tries again, a few times, while the pool refuses: a new thread may still be starting. */
async function eventually<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (!(error instanceof WorkRefused) || tries === 10) throw error
    }
  }
}

import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem, requiredNodeOf } from './node-version.mjs'

const root = join(import.meta.dirname, '..')
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  scripts: Record<string, string>
}

describe('the Node version check before the server starts', () => {
  it('reads the version package.json asks for', () => {
    expect(requiredNodeOf(packageJson.engines.node)).toEqual([22, 18, 0])
  })

  it('lets a Node that runs TypeScript itself through', () => {
    for (const running of ['v22.18.0', 'v22.23.3', 'v24.0.0', 'v25.1.0'])
      expect(nodeVersionProblem(running, '>=22.18')).toBeUndefined()
  })

  it('says in one sentence which Node is needed, which is running and how to get it', () => {
    for (const running of ['v20.20.2', 'v22.17.1', 'v18.19.0']) {
      const problem = nodeVersionProblem(running, '>=22.18')
      expect(problem).toBe(
        `This website needs Node.js 22.18 or later, but ${running.slice(1)} is running: install Node.js 24 ` +
          '(section 2 of the guide to the live server says how), then start it again.',
      )
    }
  })

  it('is where npm start begins', () => {
    expect(packageJson.scripts.start).toBe('node server/start.mjs')
  })

  // Debian 12's own Node is 18 and the machine that made this test has a Node 20 there: either will do.
  const oldNode = '/usr/bin/node'
  const oldVersion = existsSync(oldNode) ? spawnSync(oldNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : ''
  const isOld = oldVersion !== '' && nodeVersionProblem(oldVersion, packageJson.engines.node) !== undefined

  it.skipIf(!isOld)(`stops an old Node (${oldVersion || 'none here'}) with that sentence alone`, () => {
    const started = spawnSync(oldNode, [join(root, 'server/start.mjs')], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PORT: '0', DATA_DIR: join(root, 'no-such-folder') },
    })
    expect(started.status).toBe(1)
    expect(started.stdout).toBe('')
    expect(started.stderr.trim()).toBe(nodeVersionProblem(oldVersion, packageJson.engines.node))
  })
})

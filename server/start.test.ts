import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeDist } from './testing/fixtures.ts'
import { spawnServer, type SpawnedServer } from './testing/spawn-server.ts'
import { openDatabase } from './storage/database.ts'
import { callAdmin, logInToAdmin } from './testing/admin-client.ts'
import type { DraftState } from '../src/model/admin-api.ts'

const start = join(import.meta.dirname, 'start.mjs')
const folders: string[] = []
const servers: SpawnedServer[] = []

afterAll(() => {
  for (const server of servers) server.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix))
  folders.push(made)
  return made
}

/** A built site whose manifest says when it was built. */
function builtSite(builtAt: Date): string {
  const dist = makeDist()
  folders.push(dist)
  utimesSync(join(dist, 'site-manifest.json'), builtAt, builtAt)
  return dist
}

/** A site built in the future, so nothing is rebuilt whatever changes meanwhile. */
const upToDateSite = () => {
  const dist = builtSite(new Date(Date.now() + 365 * 86_400_000))
  chmodSync(dist, 0o755)
  return dist
}

/** site.yaml with one mistake: a block type misspelt. */
function brokenSiteYaml(): string {
  const text = readFileSync(join(import.meta.dirname, '..', 'site.yaml'), 'utf8')
  expect(text).toContain('type: hero')
  const file = join(folder('start-yaml-'), 'site.yaml')
  writeFileSync(file, text.replace('type: hero', 'type: heor'))
  return file
}

function runStart(env: Record<string, string | undefined>, options: { uid?: number; gid?: number } = {}) {
  const server = spawnServer(
    start,
    { PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'a long test phrase for start', ...env },
    options,
  )
  servers.push(server)
  return server
}

describe('npm start with a broken site.yaml', () => {
  it('prints the errors and a loud warning, and serves the last good build', async () => {
    const dist = builtSite(new Date('2020-01-01T00:00:00Z'))
    const server = runStart({ SITE_DIST: dist, SITE_YAML: brokenSiteYaml(), DATA_DIR: folder('start-data-') })
    const [, address] = await server.waitFor(/Site running at (http:\/\/\S+?)\/ /, 60_000)
    const output = server.output()
    expect(output).toMatch(/unknown block type "heor"/)
    expect(output).toMatch(/WARNING: the build stopped on the errors listed above, so the site was NOT rebuilt/)
    expect(output).toContain('Serving the last good build instead')
    expect(output).toContain('built 2020-01-01T00:00:00.000Z')
    const home = await fetch(`${address}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<title>Home</title>')
  }, 90_000)

  it('with no earlier build, explains what to fix and exits with an error', async () => {
    const server = runStart({
      SITE_DIST: join(folder('start-nothing-'), 'dist'),
      SITE_YAML: brokenSiteYaml(),
      DATA_DIR: folder('start-data-'),
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/unknown block type "heor"/)
    expect(server.output()).toMatch(
      /There is no built site to serve: fix the errors listed above \(for .*site\.yaml, `npm run check` lists them again\), then run `npm start` again\./,
    )
  }, 90_000)
})

describe('npm start where submissions cannot be stored', () => {
  it('exits with one plain sentence naming DATA_DIR and the fix when site.db may not be written', async () => {
    const dataDir = folder('start-readonly-')
    openDatabase(dataDir).close()
    const isRoot = process.getuid?.() === 0
    // Root may write any file: the server runs as another user then, as when site.db belongs to someone else.
    if (isRoot) chmodSync(dataDir, 0o777)
    else chmodSync(join(dataDir, 'site.db'), 0o444)
    const server = runStart(
      { SITE_DIST: upToDateSite(), DATA_DIR: dataDir },
      isRoot ? { uid: 65_534, gid: 65_534 } : {},
    )
    expect(await server.exited).toBe(1)
    const lines = server.output().trim().split('\n')
    expect(lines.filter((line) => line.includes('DATA_DIR'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Form submissions cannot be stored in DATA_DIR \\(${dataDir}\\) because the server may not write there: ` +
            'make that folder and its site.db writable by the user running the server \\(.+\\), or set DATA_DIR to a folder it can write\\.$',
        ),
      ),
    ])
    expect(server.output()).not.toMatch(/^\s+at /m)
  }, 60_000)

  it('exits with one plain sentence naming DATA_DIR when it is a file, not a folder', async () => {
    const file = join(folder('start-file-'), 'not-a-folder')
    writeFileSync(file, 'x')
    const server = runStart({ SITE_DIST: upToDateSite(), DATA_DIR: file })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(
      `Form submissions cannot be stored in DATA_DIR (${file}) because it is not a folder`,
    )
    expect(server.output()).not.toMatch(/^\s+at /m)
  }, 60_000)
})

describe('npm start on a Node that runs TypeScript itself', () => {
  const isLinux = process.platform === 'linux'

  /** The processes it started, which would include tsx's esbuild if anything compiled TypeScript. */
  const childrenOf = (pid: number) =>
    readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean),
    )

  it.skipIf(!isLinux)(
    'serves with Node alone, no compiler beside it',
    async () => {
      const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
        scripts: Record<string, string>
      }
      expect(scripts.start).toBe('node server/start.mjs')
      // A code build only in name, so that none is started: this server draws no page.
      const code = folder('start-code-')
      writeFileSync(join(code, 'code-version.txt'), 'none')
      const server = runStart({ SITE_DIST: upToDateSite(), SITE_CODE: code, DATA_DIR: folder('start-data-') })
      const [, address] = await server.waitFor(/Site running at (http:\/\/\S+?)\/ /, 60_000)
      expect((await fetch(`${address}/`)).status).toBe(200)
      // A worker thread checks a draft, and loads the editor's TypeScript for its first task.
      const session = await logInToAdmin(address!, 'a long test phrase for start')
      const draft = (await (await callAdmin(address!, '/admin/api/drafts', { session, body: {} })).json()) as DraftState
      const body = { revision: draft.revision, edits: [] }
      const checked = await callAdmin(address!, `/admin/api/drafts/${draft.id}/edits`, { session, body })
      expect(await checked.json()).toHaveProperty('check')
      expect(server.child.spawnargs.slice(1)).toEqual([start])
      expect(childrenOf(server.child.pid!)).toEqual([])
    },
    60_000,
  )
})

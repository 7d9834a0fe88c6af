import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { distDir } from '../../src/build/dist-dir.ts'
import { siteDir } from '../../src/build/site-dir.ts'
import { copyProjectSources, linkProjectModules, projectRoot as root } from '../../server/testing/project-copy.ts'
import { freePort } from '../ports.ts'

/**
 * How long a hook that starts an editor server may take: copying the project and making its first
 * commit takes seconds alone, and up to a minute beside other tests on 2 busy cores.
 */
export const editorServerStartMs = 120_000

export interface EditorServer {
  base: string
  /** The copy of the project this server edits: its site.yaml, public/ and git history. */
  dir: string
  /** The password the server printed on its first start. */
  password: string
  stop(): Promise<void>
}

export interface EditorServerOptions {
  /** Another site.yaml for the copy (the server renders it on start); the project's own by default. */
  siteText?: string
}

/**
 * The whole project copied to a temporary git work tree, with the built code and site, and its
 * server started there on a first run: publishing from /admin changes the copy, never this project. It listens on
 * `chosenPort`, or on a port the system finds free (what the browser tests use, so none picks one by hand).
 */
export async function startEditorServer(chosenPort?: number, options: EditorServerOptions = {}): Promise<EditorServer> {
  const port = chosenPort ?? (await freePort())
  const dir = mkdtempSync(join(tmpdir(), 'admin-e2e-'))
  copyProjectSources(dir, { preserveTimestamps: true })
  // The build is newer than every source, so the server serves it without building again; another
  // site.yaml, written after it, is newer, so the server renders it (without building the code).
  cpSync(distDir, join(dir, 'dist'), { recursive: true })
  if (options.siteText !== undefined) writeFileSync(join(dir, 'site.yaml'), options.siteText)
  linkProjectModules(dir)
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Tests', '-c', 'user.email=tests@localhost', ...args], {
      cwd: dir,
      stdio: 'pipe',
    })
  git('init', '--quiet')
  git('add', '.')
  git('commit', '--quiet', '-m', 'The site before the editor')

  const dataDir = join(dir, '.data')
  const server: ChildProcess = spawn(process.execPath, ['server/start.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIST: 'dist',
      // The same site's folder, in the copy.
      SITE_DIR: relative(root, siteDir) || '.',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const password = await new Promise<string>((found, failed) => {
    let output = ''
    const timer = setTimeout(() => failed(new Error(`The editor server printed no password:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /the \/admin password is\s+(\S+)/.exec(output)
      if (match && output.includes('Site running at')) {
        clearTimeout(timer)
        found(match[1]!)
      }
    }
    server.stdout?.on('data', read)
    server.stderr?.on('data', read)
    server.once('exit', (code) => failed(new Error(`The editor server stopped (${code}):\n${output}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    dir,
    password,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((done) => server.once('exit', done))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

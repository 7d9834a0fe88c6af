import Fastify, { type FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AdminGuard } from '../admin/admin-session.ts'
import type { PersonRecord } from '../admin/people/people.ts'
import { changedPaths } from '../editor/changed-paths.ts'
import { pageToOpen } from '../editor/history/changed-page.ts'
import type { EditorRoutesOptions } from '../editor/editor-options.ts'
import { historyStore } from '../editor/history/history.ts'
import { createPublisher, type Publisher, type PublisherOptions } from '../editor/publish/publisher.ts'
import { siteData } from '../editor/publish/record-publish.ts'
import { openDatabase, type Db } from '../storage/database.ts'
import type { PoolTasks } from '../pool-tasks.ts'
import { createPool } from '../pool.ts'
import type { SiteWork } from '../work/site-work.ts'

type Render = NonNullable<PublisherOptions['render']>

/** For tests: stands for the render, which it does not run: the new folder holds the text it was given. */
export const renderStandIn: Render = async ({ text, liveText, outDir }) => {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'site.yaml'), text)
  return {
    ok: true,
    report: { routes: 1, rendered: 1, reused: 0, ms: 1 },
    changed: changedPaths(siteData(liveText), siteData(text)),
    page: pageToOpen(siteData(liveText), siteData(text)),
    warnings: [],
  }
}

/**
 * For tests: lets in requests that carry the token `test`, as the real guard lets in a session's CSRF
 * token (or, where the route does without it, the cookie `admin_session=test`). Its sessions have no
 * person, so the routes take the author's name from the body.
 */
export const tokenGuard = signedInAs(undefined)

/** For tests: lets in requests as `tokenGuard` does, as this person (or as no one). */
export function signedInAs(person: PersonRecord | undefined): AdminGuard {
  return {
    require: (request, reply, rule) => {
      const isLetIn = rule?.withoutCsrfToken
        ? request.headers.cookie === 'admin_session=test'
        : request.headers['x-csrf-token'] === 'test'
      if (isLetIn) return { token: 'x', csrfToken: 'test', personId: person?.id ?? '', person }
      void reply.code(401).send({ error: 'Your session has ended. Log in again.' })
      return undefined
    },
  } as AdminGuard
}

/** For tests: a project of the real site.yaml and public/, and what the editor's routes are given. */
export interface EditorBench {
  project: string
  siteFile: string
  /** site.yaml as the bench began. */
  original: string
  db: Db
  work: SiteWork<PoolTasks>
  publisher: Publisher
  close(): Promise<void>
}

/** For tests: makes an EditorBench whose publisher draws with `render` (the stand-in unless told). */
export function editorBench(name: string, render: Render = renderStandIn): EditorBench {
  const root = join(import.meta.dirname, '../..')
  const project = mkdtempSync(join(tmpdir(), `${name}-project-`))
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-data-`))
  const siteFile = join(project, 'site.yaml')
  const original = readFileSync(join(root, 'site.yaml'), 'utf8')
  writeFileSync(siteFile, original)
  symlinkSync(join(root, 'public'), join(project, 'public'), 'dir')
  const db = openDatabase(dataDir)
  const work = createPool({ maxThreads: 1, timeoutMs: 20_000 })
  const publisher = createPublisher({
    projectRoot: project,
    buildsDir: join(dataDir, 'builds'),
    db,
    onPublished: () => {},
    render,
  })
  return {
    project,
    siteFile,
    original,
    db,
    work,
    publisher,
    async close() {
      await work.close()
      db.close()
      for (const dir of [project, dataDir]) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** For tests: editor routes served over a bench on 127.0.0.1, called with the test token. */
export interface ServedRoutes {
  base: string
  call(method: string, path: string, body?: unknown): Promise<Response>
  close(): Promise<void>
}

/** For tests: serves these editor route plugins over the bench, as `guard` lets in (the test token unless told). */
export async function serveEditorRoutes(
  bench: EditorBench,
  plugins: ((app: FastifyInstance, options: EditorRoutesOptions) => Promise<void>)[],
  { guard = tokenGuard, log = () => {} }: { guard?: AdminGuard; log?: (line: string) => void } = {},
): Promise<ServedRoutes> {
  const { project, publisher, db, work } = bench
  const options = { projectRoot: project, guard, publisher, db, work, log, history: historyStore(db) }
  const app = Fastify()
  for (const plugin of plugins) await app.register(plugin, options)
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    base,
    call: (method, path, body) =>
      fetch(`${base}/admin/api/${path}`, {
        method,
        headers: { 'x-csrf-token': 'test', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => app.close(),
  }
}

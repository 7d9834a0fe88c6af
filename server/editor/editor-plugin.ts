import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { join } from 'node:path'
import { codeDir } from '../../src/build/code-build.ts'
import type { EditorWork } from './editor-work.ts'
import { editorRoutes } from './editor-routes.ts'
import { historyStore } from './history/history.ts'
import { serveUploads } from './pictures/serve-uploads.ts'
import { createPublisher } from './publish/publisher.ts'
import type { LogLine } from '../log-levels.ts'

export interface EditorOptions {
  /** Holds site.yaml and public/. */
  projectRoot: string
  /** The folder of the server's data; each publish renders into a new folder under its builds/. */
  dataDir: string
  /** The folder of the site being served. */
  siteDir: () => string
  /** Serves another rendered site: a publish calls it once the new site is ready. */
  switchSite: (distDir: string) => void
  /** The server's worker pool, where checks, previews and renders run. */
  work: EditorWork
  log: LogLine
}

/**
 * The website editor: checks, previews and publishes drafts (off the main thread, in the site's worker
 * pool) and keeps their history. Needs `app.db` and `app.adminGuard`.
 */
export const editor = fastifyPlugin(
  async (app: FastifyInstance, options: EditorOptions) => {
    const { projectRoot, work, log } = options
    app.addHook('onRequest', serveUploads(join(projectRoot, 'public')))
    const publisher = createPublisher({
      projectRoot,
      buildsDir: join(options.dataDir, 'builds'),
      db: app.db,
      onPublished: options.switchSite,
      servedDir: options.siteDir,
      codeDir,
      render: (input) => work.run('render', input),
      log,
    })
    await app.register(editorRoutes, {
      projectRoot,
      guard: app.adminGuard,
      publisher,
      history: historyStore(app.db),
      log,
      work,
      db: app.db,
    })
  },
  { name: 'editor', fastify: '5.x', dependencies: ['storage', 'admin'] },
)

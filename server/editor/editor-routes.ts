import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteForEditorSchema } from '../../src/model/contracts/site-for-editor.ts'
import { PublicFiles } from '../../src/validation/public-files.ts'
import { allow } from '../admin/roles.ts'
import { guardAdminRoutes } from '../admin/route-guard.ts'
import { typedRoutes } from '../contracts/typed-routes.ts'
import type { EditorRoutesOptions } from './editor-options.ts'
import { draftRoutes } from './drafts/draft-routes.ts'
import { historyRoutes } from './history/history-routes.ts'
import { historyPreviewRoutes } from './history/history-preview-routes.ts'
import { uploadRoutes } from './pictures/upload-routes.ts'

// The product's schema (src/schema/json-schema.ts writes it), whichever folder the site is in.
const schemaFile = join(import.meta.dirname, '../../schema/site.schema.json')

/** The editor's calls: the site's text and schema, drafts (see draft-routes.ts), history, uploads. */
export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions): Promise<void> {
  const { projectRoot, guard, publisher, work } = options
  const publicDir = join(projectRoot, 'public')
  guardAdminRoutes(app, guard)
  const typed = typedRoutes(app)
  // The first check compiles the schema; done now, the editor's first check is as quick as the rest.
  setImmediate(() => void work.run('check', { text: publisher.current().text, publicDir }).catch(() => {}))
  await app.register(draftRoutes, options)
  await app.register(uploadRoutes, options)
  await app.register(historyRoutes, options)
  await app.register(historyPreviewRoutes, options)

  typed.get(
    '/admin/api/site',
    { config: allow.website, schema: { response: { 200: siteForEditorSchema } } },
    async () => {
      const { text, version } = publisher.current()
      return {
        text,
        version,
        schema: JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>,
        publicFiles: new PublicFiles(publicDir).list(),
      }
    },
  )
}

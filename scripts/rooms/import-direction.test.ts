import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The rooms of the code and the direction their imports run are rules in .oxlintrc.json; this
 * plants imports in a scratch tree linted with that config and checks which ones the lint refuses.
 */
const root = join(import.meta.dirname, '../..')
const scratch = mkdtempSync(join(tmpdir(), 'import-direction-'))
copyFileSync(join(root, '.oxlintrc.json'), join(scratch, '.oxlintrc.json'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const wrongWay = {
  'src/model/wrong.ts': "import { Picture } from '../ui/Picture.tsx'",
  'src/ui/wrong.ts': "import { PageView } from '../render/PageView.tsx'",
  'src/render/wrong.ts': "import { Hero } from '../blocks/hero/Hero.tsx'",
  'src/blocks/hero/wrong.ts': "import { Layout } from '../../layout/Layout.tsx'",
  'src/forms/wrong.ts': "import { checkSite } from '../validation/check-site.ts'",
  'src/build/wrong.ts': "import { Hero } from '../blocks/hero/Hero.tsx'",
  'src/validation/wrong.ts': "import { routeData } from '../build/site-routes.ts'",
  'src/layout/wrong.ts': "import { testShell } from '../testing/test-shell.ts'",
  'server/wrong.ts': "import { Picture } from '../src/ui/Picture.tsx'",
  'src/render/wrong-way-up.ts': "import { hydrateIsland } from '../islands/hydrate.tsx'",
  'src/islands/wrong.ts': "import { routeData } from '../build/site-routes.ts'",
  'src/model/wrong-admin.ts': "import { api } from '../admin/app/api.ts'",
  'src/schema/wrong.ts': "import { api } from '../admin/app/api.ts'",
  'src/ui/wrong-e2e.ts': "import { chromiumPath } from '../../e2e/chromium.ts'",
  'src/forms/wrong-admin.ts': "import { api } from '../admin/app/api.ts'",
  'src/blocks/hero/wrong-admin.ts': "import { api } from '../../admin/app/api.ts'",
  'src/layout/wrong-scripts.ts': "import { docReferences } from '../../scripts/docs/doc-references.ts'",
  'src/render/wrong-admin.ts': "import { api } from '../admin/app/api.ts'",
  'src/islands/wrong-e2e.ts': "import { chromiumPath } from '../../e2e/chromium.ts'",
  'src/validation/wrong-islands.ts': "import { runtime } from '../islands/runtime.ts'",
  'src/build/wrong-islands.ts': "import { runtime } from '../islands/runtime.ts'",
  'src/vite/wrong.ts': "import { Text } from '../schema/fields.ts'",
  'src/admin/wrong.ts': "import { Text } from '../schema/fields.ts'",
  'server/wrong-admin.ts': "import { api } from '../src/admin/app/api.ts'",
  'server/wrong-testing.ts': "import { testForms } from '../src/testing/test-forms.ts'",
  'server/receiver/wrong-testing.ts': "import { startTestServer } from '../testing/test-server.ts'",
  'server/wrong-own-testing.ts': "import { makeDist } from './testing/fixtures.ts'",
  'scripts/wrong.ts': "import { testForms } from '../src/testing/test-forms.ts'",
  'scripts/wrong-server-testing.ts': "import { startTestServer } from '../server/testing/test-server.ts'",
  'src/site-text/wrong.ts': "import { checkSite } from '../validation/check-site.ts'",
  'src/model/wrong-schema.ts': "import { siteSchema } from '../schema/site.ts'",
  'src/schema/wrong-model.ts': "import type { BlogCard } from '../model/blog-data.ts'",
  'src/schema/wrong-forms.ts': "import { validate } from '../forms/validate.ts'",
  'src/schema/wrong-blocks.ts': "import { Hero } from '../blocks/hero/Hero.tsx'",
  'src/render/wrong-schema.ts': "import { siteSchema } from '../schema/site.ts'",
  'server/work/wrong.ts': "import { editorTasks } from '../editor/pool-tasks.ts'",
  'server/security/wrong.ts': "import { serveAdminOnlyOn } from '../admin/admin-host.ts'",
  'server/outbox/wrong.ts': "import { settingsFromEnv } from '../receiver/settings.ts'",
  'server/storage/wrong.ts': "import { sessionIn } from '../admin/route-guard.ts'",
  'server/editor/drafts/wrong.ts': "import { backupRoutes } from '../../backup/backup-routes.ts'",
  'server/admin/inbox/wrong.ts': "import { draftRoutes } from '../../editor/drafts/draft-routes.ts'",
}

const rightWay = {
  'src/model/right.ts': "import type { Site } from '../schema/site.ts'",
  'src/schema/right.ts': "import { formSchema } from '../forms/schema.ts'",
  'src/schema/right-blocks.ts': "import { blockDefinitions } from '../blocks/definitions.ts'",
  'src/render/right-types.ts': "import type { Page } from '../schema/site.ts'",
  'src/blocks/hero/right.ts': "import { Picture } from '../../ui/Picture.tsx'",
  'src/render/right.ts': "import { blockComponents } from '../blocks/components.ts'",
  'src/build/right.ts': "import { blockDefinitions } from '../blocks/definitions.ts'",
  'src/layout/right.test.ts': "import { testShell } from '../testing/test-shell.ts'",
  'src/islands/right.ts': "import { blockIslandLoaders } from '../blocks/island-loaders.ts'",
  'src/vite/right.ts': "import { routeData } from '../build/site-routes.ts'",
  'server/receiver/right.test.ts': "import { startTestServer } from '../testing/test-server.ts'",
  'server/testing/right.ts': "import { testForms } from '../../src/testing/test-forms.ts'",
  'scripts/right.ts': "import { buildServer } from '../server/app.ts'",
  'scripts/bench/right.ts': "import { testForms } from '../../src/testing/test-forms.ts'",
  'src/site-text/right.ts': "import { isRecord } from '../model/is-record.ts'",
  'server/editor/right.ts': "import { applyEdit } from '../../src/site-text/edit.ts'",
  'src/admin/website/right.ts': "import { applyEdit } from '../../site-text/edit.ts'",
  'server/editor/drafts/right.ts': "import { createSiteWork } from '../../work/site-work.ts'",
  'server/receiver/right.ts': "import { createOutbox } from '../outbox/outbox.ts'",
  'server/admin/right.ts': "import { openDatabase } from '../storage/database.ts'",
  'server/backup/right.ts': "import { adminAccess } from '../admin/people/access.ts'",
}

/** The files the lint reports a restricted import in. */
function refused(files: Record<string, string>): string[] {
  for (const [file, line] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    writeFileSync(join(scratch, file), `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1] ?? ''}]\n`)
  }
  const lint = spawnSync(join(root, 'node_modules/.bin/oxlint'), ['--format=unix', ...Object.keys(files)], {
    cwd: scratch,
    encoding: 'utf8',
  })
  return [
    ...new Set([...lint.stdout.matchAll(/^(.+?):\d+:\d+: .*no-restricted-imports/gm)].map((match) => match[1] ?? '')),
  ]
}

describe('the direction of imports between rooms', () => {
  it('refuses every import that runs the wrong way', () => {
    expect(refused(wrongWay).sort()).toEqual(Object.keys(wrongWay).sort())
  })

  it('allows the imports that run the right way, and tests importing test helpers', () => {
    expect(refused(rightWay)).toEqual([])
  })
})

import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { BuiltCode } from '../../src/build/code-build.ts'
import { renderSite } from '../../src/build/render-site.ts'
import { checkSiteFile } from '../../src/validation/check-site.ts'
import { createPublisher } from '../editor/publish/publisher.ts'
import { openDatabase } from '../storage/database.ts'

const root = join(import.meta.dirname, '../..')
const codeDir = join(root, '.build')
const project = mkdtempSync(join(tmpdir(), 'symlink-project-'))
for (const entry of ['site.yaml', 'public', 'schema'])
  cpSync(join(root, entry), join(project, entry), { recursive: true })
symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir')
// A link in public/ that leads out of the project: a visitor could read /etc/passwd at /settings/passwd.
symlinkSync('/etc', join(project, 'public', 'settings'), 'dir')
const dataDir = mkdtempSync(join(tmpdir(), 'symlink-data-'))
const db = openDatabase(dataDir)

afterAll(() => {
  db.close()
  for (const dir of [project, dataDir]) rmSync(dir, { recursive: true, force: true })
})

/** Stands for the code build, so this runs before any build exists. */
const fakeCode = (): BuiltCode => ({
  clientDir: mkdtempSync(join(dataDir, 'code-')),
  template:
    '<!doctype html><html lang="en"><head><!--head--></head><body><div id="root"><!--app--></div><script type="module" src="/assets/a.js"></script></body></html>',
  version: 'fake',
  renderRoute: async (path) => `<main>${path}</main>`,
})

describe('a link in public/ that leads out of the project', () => {
  it('stops the render with a sentence naming the link', async () => {
    const { site } = checkSiteFile(join(project, 'site.yaml'), join(project, 'public'))
    expect(site).toBeDefined()
    const outDir = join(dataDir, 'out')
    await expect(
      renderSite(site!, outDir, {
        code: fakeCode(),
        publicDir: join(project, 'public'),
        imageCache: join(dataDir, 'cache'),
      }),
    ).rejects.toThrow(
      /^settings is a link to a file outside the folder it is in; only the folder's own files are served\.$/,
    )
    expect(existsSync(join(outDir, 'settings', 'passwd'))).toBe(false)
  })

  it.skipIf(!existsSync(join(codeDir, 'ssr')))(
    'makes the publish fail with a plain sentence, and the live site stays',
    { timeout: 60_000 },
    async () => {
      const onPublished = vi.fn<(dir: string) => void>()
      const buildsDir = join(dataDir, 'builds')
      const publisher = createPublisher({ projectRoot: project, buildsDir, db, onPublished, codeDir })
      const { text, version } = publisher.current()
      const draft = text.replace("number: '+254 700 000 001'", "number: '+254 711 222 333'")
      expect(draft).not.toBe(text)
      const outcome = await publisher.publish({ text: draft, baseVersion: version, author: 'Amina' })
      expect(outcome).toMatchObject({ ok: false, reason: 'build-failed' })
      const message = 'message' in outcome ? outcome.message : ''
      expect(message).toContain('settings is a link to a file outside the folder it is in')
      expect(message).not.toMatch(/\/etc|Error:|at .*\.ts/)
      expect(onPublished).not.toHaveBeenCalled()
      expect(readFileSync(join(project, 'site.yaml'), 'utf8')).toBe(text)
      expect(existsSync(buildsDir) ? readdirSync(buildsDir) : []).toEqual([])
    },
  )
})

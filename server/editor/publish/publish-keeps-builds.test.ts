import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { folderContents } from '../../../src/testing/folder-contents.ts'
import { openDatabase } from '../../storage/database.ts'
import { createPublisher } from './publisher.ts'

/**
 * A project of the real site.yaml, public/ and code build, all copies this test may watch. Its public/ also
 * holds files where the render writes pages (left from an older website) and a robots.txt of the owner's, so
 * the new build links a file at the very place a page is then written.
 */
const root = join(import.meta.dirname, '../../..')
const project = mkdtempSync(join(tmpdir(), 'publish-keeps-builds-project-'))
const dataDir = mkdtempSync(join(tmpdir(), 'publish-keeps-builds-data-'))
cpSync(join(root, 'site.yaml'), join(project, 'site.yaml'))
cpSync(join(root, 'public'), join(project, 'public'), { recursive: true })
cpSync(join(root, '.build'), join(project, '.build'), { recursive: true })
symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir')
for (const [file, text] of [
  ['about/index.html', '<p>About us, from the old website</p>'],
  ['contact/index.html', '<p>Call us, from the old website</p>'],
  ['whatsapp/index.html', '<p>Chat with us, from the old website</p>'],
  ['robots.txt', 'User-agent: *\nAllow: /\n'],
] as const) {
  mkdirSync(join(project, 'public', file, '..'), { recursive: true })
  writeFileSync(join(project, 'public', file), text)
}
const db = openDatabase(dataDir)
afterAll(() => {
  db.close()
  for (const dir of [project, dataDir]) rmSync(dir, { recursive: true, force: true })
})

let served: string | undefined
const publisher = createPublisher({
  projectRoot: project,
  buildsDir: join(dataDir, 'builds'),
  db,
  onPublished: (distDir) => void (served = distDir),
  servedDir: () => served ?? '',
})

async function publish(change: (text: string) => string): Promise<string> {
  const { text, version } = publisher.current()
  const outcome = await publisher.publish({ text: change(text), baseVersion: version, author: 'Wanjiku' })
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.distDir
}

/** `text` with `from` replaced by `to`, where `from` must be found exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`${JSON.stringify(from)} is not in site.yaml once`)
  return text.replace(from, () => to)
}

describe('a publish', () => {
  it('leaves the build it replaces, the code and public/ as they were', { timeout: 120_000 }, async () => {
    const codeDir = join(project, '.build')
    const publicDir = join(project, 'public')
    const codeBefore = folderContents(codeDir)
    const publicBefore = folderContents(publicDir)

    const first = await publish((text) => replaceOnce(text, 'heading: About Us', 'heading: About Our Team'))
    const firstBuild = folderContents(first)
    expect(readFileSync(join(first, 'about/index.html'), 'utf8')).toContain('About Our Team')

    const second = await publish((text) => {
      const page = replaceOnce(text, 'heading: About Our Team', 'heading: Meet Our Team')
      // The about page's picture, in English and in its translation.
      const picture = page.replaceAll('src: /images/about-team.svg', 'src: /images/contact.svg')
      return replaceOnce(picture, 'to: https://wa.me/254700000001', 'to: https://wa.me/254700000002')
    })

    expect(readFileSync(join(second, 'about/index.html'), 'utf8')).toContain('Meet Our Team')
    expect(readFileSync(join(second, 'whatsapp/index.html'), 'utf8')).toContain('254700000002')
    // Unchanged, so the very file of the build before, not the one left in public/.
    const contact = (build: string) => statSync(join(build, 'contact/index.html')).ino
    expect(contact(second)).toBe(contact(first))
    expect(folderContents(first)).toEqual(firstBuild)
    expect(folderContents(codeDir)).toEqual(codeBefore)
    expect(folderContents(publicDir)).toEqual(publicBefore)
  })
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
/** The one module that may import sharp: it sets the limits every decode runs with. */
const sharpModule = 'src/build/images/sharp.ts'

/** Every source file under these folders of the project, as paths from its root. */
function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  )
}

/** A static import or re-export, a dynamic import() or a require() of sharp or any file of it. */
const importsSharp = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"`])sharp(?:\/[^'"`]*)?\1/

describe('the picture decoder', () => {
  it('is imported by one module only, so every decode runs with its limits', () => {
    const files = sourceFiles('src', 'server', 'scripts', 'e2e')
    expect(files).toContain(sharpModule)
    const importers = files.filter((file) => importsSharp.test(readFileSync(join(root, file), 'utf8')))
    expect(importers).toEqual([sharpModule])
  })

  it('knows every way of importing it', () => {
    // Spelt with a stand-in, so that this file does not import it by the first test's reading.
    const ways = [
      "import sharp from 'NAME'",
      'import type { Sharp } from "NAME"',
      "export { default } from 'NAME'",
      "const sharp = await import('NAME')",
      "const sharp = require('NAME')",
      "import 'NAME'",
      "import { format } from 'NAME/lib/utility'",
    ].map((line) => line.replace('NAME', 'sharp'))
    expect(ways.filter((line) => !importsSharp.test(line))).toEqual([])
    expect(importsSharp.test("import { sharp } from '../build/images/sharp.ts'")).toBe(false)
  })

  it("is loaded by the server's main thread before its worker threads, so libvips outlives them", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'one-sharp-'))
    // sharp's advice for worker threads on glibc Linux: the pool's threads come and go, and the last one
    // to end would otherwise unload libvips. The script stops before the pool has run a single task.
    const script = `
      const { buildServer } = await import(${JSON.stringify(join(root, 'server/app.ts'))})
      const { makeDist } = await import(${JSON.stringify(join(root, 'server/testing/fixtures.ts'))})
      const app = await buildServer({ distDir: makeDist() })
      await app.ready()
      const { createRequire } = await import('node:module')
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/node_modules/sharp/lib/'))
      console.log(JSON.stringify(loaded.map((file) => file.split('/node_modules/')[1])))
      process.exit(0)
    `
    try {
      const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'a long phrase for the one-sharp test' },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(JSON.parse(printed.trim().split('\n').pop() ?? '')).toContain('sharp/lib/sharp.js')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildErrors, runSiteBuild } from './build-runner.ts'

/** A project whose build script does what its site.yaml asks, so the runner is tested without Vite. */
const projectRoot = mkdtempSync(join(tmpdir(), 'build-runner-'))
mkdirSync(join(projectRoot, 'scripts'))
writeFileSync(join(projectRoot, 'package.json'), '{ "type": "module" }\n')
symlinkSync(join(import.meta.dirname, '../../node_modules'), join(projectRoot, 'node_modules'), 'dir')
writeFileSync(
  join(projectRoot, 'scripts/build.ts'),
  `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
const yaml: string = readFileSync(process.env.SITE_YAML!, 'utf8')
const name = basename(process.env.SITE_YAML!)
console.log('Building…')
if (yaml.includes('hang')) await new Promise((resolve) => setTimeout(resolve, 60_000))
if (yaml.includes('fail')) {
  console.error(\`1 error in \${name}:\\n\${name}:3:5  pages./about: broken\\n\\n1 warning:\\n\${name}:1:1  placeholder\`)
  process.exit(1)
}
mkdirSync(process.env.SITE_DIST!, { recursive: true })
writeFileSync(join(process.env.SITE_DIST!, 'index.html'), yaml)
console.log('Built 1 route.')
`,
)
afterAll(() => rmSync(projectRoot, { recursive: true, force: true }))

function draft(name: string, text: string) {
  const file = join(projectRoot, name)
  writeFileSync(file, text)
  return file
}

describe('runSiteBuild', () => {
  it('builds the given file into the given folder and passes on what it prints', async () => {
    const outDir = join(projectRoot, 'out-ok')
    const lines: string[] = []
    const result = await runSiteBuild({
      projectRoot,
      siteYaml: draft('ok.yaml', 'title: ok\n'),
      outDir,
      onOutput: (line) => lines.push(line),
    })
    expect(result).toEqual({ ok: true })
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('title: ok\n')
    expect(lines).toEqual(['Building…', 'Built 1 route.'])
  })

  it('reports the errors the build printed, naming the file site.yaml and leaving out warnings', async () => {
    const result = await runSiteBuild({
      projectRoot,
      siteYaml: draft('20250412-083000123-abcd.yaml', 'fail\n'),
      outDir: join(projectRoot, 'out-fail'),
    })
    expect(result).toEqual({ ok: false, errors: '1 error in site.yaml:\nsite.yaml:3:5  pages./about: broken' })
  })

  it('stops a build that takes too long', async () => {
    const outDir = join(projectRoot, 'out-hang')
    const result = await runSiteBuild({ projectRoot, siteYaml: draft('hang.yaml', 'hang\n'), outDir }, 1_500)
    expect(result).toEqual({ ok: false, errors: 'The build stopped (it took longer than 1.5 s) without saying why.' })
    expect(existsSync(outDir)).toBe(false)
  })
})

describe('buildErrors', () => {
  it("leaves out Vite's warnings and where Node reports the error was thrown from", () => {
    const stderr = [
      '[plugin builtin:vite-reporter] ',
      '(!) Some chunks are larger than 400 kB after minification. Consider:',
      '- Using dynamic import() to code-split the application',
      '- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.',
      '✗ Build failed in 256ms',
      'node:internal/modules/run_main:123',
      '    triggerUncaughtException(',
      '    ^',
      '',
      'Build failed with 1 error:',
      '',
      '[UNRESOLVED_IMPORT] Could not resolve "./Missing.tsx" in src/render/App.tsx',
      '    at aggregateBindingErrorsIntoJsError (file:///p/node_modules/rolldown/dist/shared/error.mjs:50:18)',
      '    at async <anonymous> (/p/scripts/build.ts:41:1) {',
      '  errors: [Getter/Setter]',
      '}',
      '',
      'Node.js v20.20.2',
    ].join('\n')
    expect(buildErrors(stderr, 'draft.yaml')).toBe(
      '✗ Build failed in 256ms\n\nBuild failed with 1 error:\n\n[UNRESOLVED_IMPORT] Could not resolve "./Missing.tsx" in src/render/App.tsx',
    )
  })

  it('keeps the end of a very long report', () => {
    const errors = buildErrors(`${'x'.repeat(5000)}THE END`, 'draft.yaml')
    expect(errors).toHaveLength(4001)
    expect(errors.endsWith('THE END')).toBe(true)
  })
})

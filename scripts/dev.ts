import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, dirname } from 'node:path'
import { site, siteFlag, siteFolderProblem } from '../src/build/site-dir.ts'

/**
 * `npm run dev [-- --site DIR] [vite's options]`: Vite's development server on the site's folder. Vite refuses
 * options it does not know, so `--site` is taken here and handed on as SITE_DIR.
 */
const problem = siteFolderProblem(site)
if (problem) {
  console.error(problem)
  process.exit(1)
}
const args = process.argv.slice(2)
const at = args.findIndex((arg) => arg === '--site' || arg.startsWith('--site='))
const viteArgs =
  siteFlag(args) === undefined
    ? args
    : args.filter((_, index) => index !== at && !(index === at + 1 && args[at] === '--site'))
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js')
const child = spawn(process.execPath, [vite, ...viteArgs], {
  stdio: 'inherit',
  env: { ...process.env, SITE_DIR: site.dir },
})
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal))

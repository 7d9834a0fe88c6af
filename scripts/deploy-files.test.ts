import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The files docs/live-server.md installs on a server: the guide shows each one exactly as it is, and Caddy
 * and systemd accept them (Debian's `caddy` and `systemd` packages). In CI a missing checker is a failure;
 * elsewhere its checks are skipped with a loud message.
 */
const root = join(import.meta.dirname, '..')
const guide = 'docs/live-server.md'
const deployFiles = ['deploy/site.service', 'deploy/Caddyfile', 'deploy/site.env.example']
const read = (path: string) => readFileSync(join(root, path), 'utf8')

const scratch = mkdtempSync(join(tmpdir(), 'deploy-files-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs a checker on `text` written to a scratch file named `name`; a status above 0 means it refused. */
function check(command: string, args: (file: string) => string[], name: string, text: string) {
  const file = join(scratch, name)
  writeFileSync(file, text)
  const result = spawnSync(command, args(file), {
    encoding: 'utf8',
    timeout: 30_000,
    // Caddy keeps certificates and settings under these folders: scratch ones, never the user's.
    env: { ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
  })
  return {
    status: result.status,
    output: [result.stdout, result.stderr, result.error?.message].filter(Boolean).join('\n'),
  }
}

/** What the checker said when it refused, so that a failing test shows its own words; empty when it accepted. */
const refusal = ({ status, output }: { status: number | null; output: string }) =>
  status === 0 ? '' : output || `exit status ${status}`

const isInCi = process.env.CI === 'true'
const has = (command: string, versionArgument: string) =>
  spawnSync(command, [versionArgument], { stdio: 'ignore' }).status === 0
const hasCaddy = has('caddy', 'version')
const hasSystemdAnalyze = has('systemd-analyze', '--version')
for (const [isThere, command, debianPackage] of [
  [hasCaddy, 'caddy', 'caddy'],
  [hasSystemdAnalyze, 'systemd-analyze', 'systemd'],
] as const) {
  if (isThere) continue
  const banner = '!'.repeat(78)
  console.error(
    [
      banner,
      `  ${isInCi ? 'FAILING' : 'SKIPPED'}: deploy/ checks need ${command}, which is not installed.`,
      `  Install it with:  sudo apt-get install -y ${debianPackage}`,
      banner,
    ].join('\n'),
  )
}

describe('the live-server guide', () => {
  it.each(deployFiles)('shows %s exactly as it is', (path) => {
    expect(read(guide).includes(read(path)), `${guide} must show ${path} exactly, in a code block`).toBe(true)
  })
})

describe.skipIf(!hasCaddy && !isInCi)('deploy/Caddyfile', () => {
  const validate = (text: string) =>
    check('caddy', (file) => ['validate', '--config', file, '--adapter', 'caddyfile'], 'Caddyfile', text)

  it('is a configuration Caddy accepts', () => {
    expect(refusal(validate(read('deploy/Caddyfile')))).toBe('')
  })

  it('is refused when a directive is misspelt, so the check above can fail', () => {
    const misspelt = read('deploy/Caddyfile').replace('reverse_proxy 127.0.0.1', 'reverse_prox 127.0.0.1')
    expect(validate(misspelt).status).toBeGreaterThan(0)
  })
})

describe.skipIf(!hasSystemdAnalyze && !isInCi)('deploy/site.service', () => {
  // Only this unit's own warnings count (a warning then fails), not those of the units it names.
  const verify = (text: string) =>
    check('systemd-analyze', (file) => ['verify', '--recursive-errors=no', '--man=no', file], 'site.service', text)
  // It runs npm where NodeSource's nodejs package puts it; where this machine has none, the copy checked
  // names this Node instead, which systemd checks in the same way.
  const unitHere = () => {
    const unit = read('deploy/site.service')
    return existsSync('/usr/bin/npm') ? unit : unit.replace('ExecStart=/usr/bin/npm', `ExecStart=${process.execPath}`)
  }

  it('is a unit systemd accepts, without a single warning', () => {
    expect(refusal(verify(unitHere()))).toBe('')
  })

  it('is refused when a setting is misspelt, so the check above can fail', () => {
    expect(verify(unitHere().replace('Restart=on-failure', 'Restrat=on-failure')).status).toBeGreaterThan(0)
  })
})

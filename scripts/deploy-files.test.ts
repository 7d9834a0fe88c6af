import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The files docs/live-server.md installs on a server: the guide shows each one exactly as it is, and Caddy
 * and systemd accept them (Debian's `caddy` and `systemd` packages). In CI a missing checker is a failure;
 * elsewhere its checks are skipped with a loud message.
 */
const root = join(import.meta.dirname, '..')
const guide = 'docs/live-server.md'
const units = ['deploy/site.service', 'deploy/site-backup.service', 'deploy/site-backup.timer']
const deployFiles = [...units, 'deploy/Caddyfile', 'deploy/site.env.example']
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

  /** The JSON Caddy runs for the Caddyfile. */
  const adapted = () => {
    const result = check(
      'caddy',
      (file) => ['adapt', '--config', file, '--adapter', 'caddyfile'],
      'Caddyfile',
      read('deploy/Caddyfile'),
    )
    expect(refusal(result)).toBe('')
    return JSON.parse(result.output.slice(result.output.indexOf('{'), result.output.lastIndexOf('}') + 1)) as {
      logging?: { logs?: Record<string, { writer?: { filename?: string; roll_keep_days?: number } }> }
      apps: { http: { servers: Record<string, { logs?: { logger_names?: Record<string, string> } }> } }
    }
  }

  it('keeps an access log of the public and the admin names, for 14 days', () => {
    const config = adapted()
    const loggerOf = Object.assign(
      {},
      ...Object.values(config.apps.http.servers).map((server) => server.logs?.logger_names),
    )
    for (const host of ['www.example.com', 'admin.example.com'])
      expect(config.logging?.logs?.[loggerOf[host]]?.writer).toMatchObject({
        filename: '/var/log/caddy/access.log',
        roll_keep_days: 14,
      })
  })

  it("passes forms on as they come, never holding them: Caddy 2.6 retries held bodies with another visitor's", () => {
    expect(JSON.stringify(adapted())).not.toMatch(/buffer_requests|request_buffers/)
  })
})

describe.skipIf(!hasSystemdAnalyze && !isInCi)('the systemd units in deploy/', () => {
  // Only a unit's own warnings count (a warning then fails), not those of the units it names.
  const verify = (name: string, text: string) =>
    check('systemd-analyze', (file) => ['verify', '--recursive-errors=no', '--man=no', file], name, text)
  // They run node where NodeSource's nodejs package puts it; where this machine has none, the copy checked
  // names this Node instead, which systemd checks in the same way.
  const unitHere = (path: string) => {
    const unit = read(path)
    return existsSync('/usr/bin/node') ? unit : unit.replaceAll('=/usr/bin/node ', `=${process.execPath} `)
  }

  it.each(units)('%s is a unit systemd accepts, without a single warning', (path) => {
    expect(refusal(verify(basename(path), unitHere(path)))).toBe('')
  })

  it('are refused when a setting is misspelt, so the check above can fail', () => {
    const misspelt = unitHere('deploy/site.service').replace('Restart=on-failure', 'Restrat=on-failure')
    expect(verify('site.service', misspelt).status).toBeGreaterThan(0)
  })

  // systemd's own score of how much a service could do if it were taken over: 0 is the least, 10 the most.
  const exposureOf = (path: string) => {
    const { output } = check(
      'systemd-analyze',
      (file) => ['security', '--offline=true', file],
      basename(path),
      unitHere(path),
    )
    return Number(/Overall exposure level for \S+: ([\d.]+)/.exec(output)?.[1])
  }

  it.each(['deploy/site.service', 'deploy/site-backup.service'])('%s exposes little (2.0 at most)', (path) => {
    expect(exposureOf(path)).toBeLessThanOrEqual(2)
  })
})

/** A unit's settings: each key with every value it is given, in order. */
function settingsOf(path: string): Record<string, string[]> {
  const settings: Record<string, string[]> = {}
  for (const line of read(path).split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line)
    if (match) (settings[match[1]!] ??= []).push(match[2]!)
  }
  return settings
}

describe('deploy/site.service', () => {
  const unit = settingsOf('deploy/site.service')
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }

  it('starts node itself with the entry npm start runs, so that a stop reaches the site', () => {
    expect(scripts.start).toMatch(/^node /)
    expect(unit.ExecStart).toEqual([scripts.start!.replace(/^node /, '/usr/bin/node ')])
  })

  it('may write DATA_DIR and the checkout, not the site user’s home (and its ~/.ssh)', () => {
    expect(unit.ReadWritePaths).toEqual(['/srv/site/data /srv/site/app'])
    expect(unit.ReadOnlyPaths!.join(' ').split(' ')).toEqual(
      expect.arrayContaining(['-/srv/site/app/server', '-/srv/site/app/src', '-/srv/site/app/package.json']),
    )
  })

  it('allows only the system calls of an ordinary service, and hides other processes', () => {
    expect(unit).toMatchObject({
      SystemCallFilter: ['@system-service'],
      ProtectProc: ['invisible'],
      ProcSubset: ['pid'],
    })
  })
})

describe('deploy/site-backup.service', () => {
  const unit = settingsOf('deploy/site-backup.service')
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }

  it('runs the script npm run backup runs, with node itself, into /srv/backups', () => {
    const script = /scripts\/\S+\.ts/.exec(scripts.backup!)?.[0]
    expect(unit.ExecStart).toEqual([`/usr/bin/node ${script} /srv/backups`])
  })

  it('keeps the newest 14 backups, and only after one succeeded', () => {
    expect(unit.ExecStartPost).toEqual([
      `/bin/sh -c 'ls -1 /srv/backups/site-backup-*.zip | head -n -14 | xargs -r rm --'`,
    ])
  })

  it('removes all but the newest 14 when it runs its keeping command', () => {
    const folder = join(scratch, 'backups')
    mkdirSync(folder)
    const names = Array.from({ length: 16 }, (_, day) => `site-backup-202611${String(day + 10)}-021500123-9f2c.zip`)
    for (const name of names) writeFileSync(join(folder, name), '')
    writeFileSync(join(folder, 'notes.txt'), 'kept')
    const command = /^\/bin\/sh -c '(.*)'$/.exec(unit.ExecStartPost![0]!)![1]!.replaceAll('/srv/backups', folder)
    expect(spawnSync('/bin/sh', ['-c', command]).status).toBe(0)
    expect(readdirSync(folder).sort()).toEqual([...names.slice(2), 'notes.txt'].sort())
  })

  it('uses the same DATA_DIR as the site', () => {
    expect(unit.Environment).toEqual(['DATA_DIR=/srv/site/data'])
    expect(settingsOf('deploy/site.service').Environment![0]).toMatch(/^DATA_DIR=\/srv\/site\/data /)
  })
})

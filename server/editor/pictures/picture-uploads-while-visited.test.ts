import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sharp } from '../../../src/build/images/sharp.ts'
import { sessionsByRole } from '../../testing/admin-client.ts'
import { watchHomePage } from '../../testing/home-page-watch.ts'
import { childServerForFile } from '../../testing/child-server-for-file.ts'
import { picturesBusySentence } from '../../work/picture-lane.ts'

const password = 'a long test phrase for the picture uploads'
const project = mkdtempSync(join(tmpdir(), 'picture-uploads-project-'))
const dataDir = mkdtempSync(join(tmpdir(), 'picture-uploads-data-'))
writeFileSync(join(project, 'site.yaml'), readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'site.yaml')))
mkdirSync(join(project, 'public', 'images'), { recursive: true })

// Its memory is its own, too.
const server = childServerForFile({ DATA_DIR: dataDir, PROJECT_ROOT: project, ADMIN_PASSWORD: password }, [
  project,
  dataDir,
])

/** The resident memory of a process in megabytes, or undefined where /proc does not say. */
function residentMegabytes(pid: number | undefined): number | undefined {
  const status =
    pid === undefined || !existsSync(`/proc/${pid}/status`) ? '' : readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
  return kilobytes === undefined ? undefined : Number(kilobytes) / 1024
}

describe('five uploads at once of a 1 KB AVIF that declares 6320 × 6320 pixels', () => {
  // Decoded all at once in the threads that also read the files sent to visitors, four of these held /
  // for 6 to 16 s and took 2.4 GB more memory.
  it('are stored one at a time, or the fifth refused as busy, while / answers within 500 ms, fetched every 50 ms', async () => {
    const bomb = await sharp({ create: { width: 6320, height: 6320, channels: 3, background: '#3a7' } })
      .avif({ quality: 30, effort: 0 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2048)
    const [, base = ''] = await server.waitFor(/listening (http:\/\/\S+)/, 60_000)
    const { editor } = await sessionsByRole(base, password)
    const before = residentMegabytes(server.child.pid)

    let peak = before ?? 0
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(server.child.pid) ?? 0)), 100)
    const started = performance.now()
    const uploads = Promise.all(
      ['one', 'two', 'three', 'four', 'five'].map(async (name) => {
        const response = await fetch(`${base}/admin/api/uploads`, {
          method: 'POST',
          headers: {
            cookie: editor.cookie,
            'x-csrf-token': editor.csrfToken,
            'content-type': 'image/avif',
            'x-file-name': `${name}.avif`,
          },
          body: new Uint8Array(bomb),
        })
        return { status: response.status, answer: (await response.json()) as { src?: string; error?: string } }
      }),
    )
    const watch = await watchHomePage(base, uploads, { limitMs: 90_000 })
    const answers = await uploads
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    clearInterval(sampler)

    const outcomes = answers.map(({ status, answer }) => {
      if (status === 201 && /^\/images\/uploads\/.+\.avif$/.test(answer.src ?? '')) return 'stored'
      if (status === 503 && answer.error === picturesBusySentence) return 'busy'
      return `${status}: ${JSON.stringify(answer)}`
    })
    // One is decoded while three wait their turn.
    expect(outcomes.sort()).toEqual(['busy', 'stored', 'stored', 'stored', 'stored'])
    expect(watch.askedWhileWorking).toBeGreaterThan(0)
    expect(new Set(watch.statuses)).toEqual(new Set([200]))
    const grown = before === undefined ? undefined : Math.round(peak - before)
    console.log(
      `uploads answered ${answers.map(({ status }) => status).join(', ')} in ${seconds} s; / asked ` +
        `${watch.latencies.length} times, worst ${Math.round(Math.max(...watch.latencies))} ms; ` +
        `the server grew by ${grown ?? '?'} MB`,
    )
    expect(Math.max(...watch.latencies)).toBeLessThan(500)
    // Four at once took 2.4 GB. One at a time, each decode of this picture still peaks 0.8 to 1 GB
    // above where the server started (the AV1 decoder holds whole frames of 40 million pixels).
    expect(grown ?? 0).toBeLessThan(1500)
  }, 120_000)
})

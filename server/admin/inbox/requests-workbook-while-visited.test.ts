import Database from 'better-sqlite3'
import { strFromU8, unzipSync } from 'fflate'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { callAdmin, logInToAdmin } from '../../testing/admin-client.ts'
import { watchHomePage } from '../../testing/home-page-watch.ts'
import { childServerForFile } from '../../testing/child-server-for-file.ts'

const password = 'a long test phrase for the workbook'
const dataDir = mkdtempSync(join(tmpdir(), 'workbook-data-'))
/** As many requests as the server keeps by default (MAX_SUBMISSIONS). */
const total = 100_000

const server = childServerForFile({ DATA_DIR: dataDir, ADMIN_PASSWORD: password }, [dataDir])

function storeRequests(count: number) {
  const db = new Database(join(dataDir, 'site.db'))
  const insert = db.prepare("INSERT INTO submissions (id, form, data, created_at) VALUES (?, 'contact', ?, ?)")
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const data = { firstName: `Wanjiru ${n}`, email: `n${n}@example.com`, message: `Please clean sofa ${n}.` }
      insert.run(`id-${n}`, JSON.stringify(data), 1_700_000_000_000 + n)
    }
  })()
  db.close()
}

describe('the file for Excel of 100,000 requests', () => {
  // Made on the thread that answers visitors, such a file held every visitor for the seconds it took.
  it('is made while / answers within 500 ms, fetched every 50 ms', async () => {
    const [, base = ''] = await server.waitFor(/listening (http:\/\/\S+)/, 60_000)
    storeRequests(total)
    const session = await logInToAdmin(base, password)

    const download = callAdmin(base, '/admin/requests.xlsx', { session }).then(async (response) => ({
      status: response.status,
      file: new Uint8Array(await response.arrayBuffer()),
    }))
    // Settled even when the test fails first: the call then ends with the server.
    download.catch(() => {})
    const watch = await watchHomePage(base, download, { limitMs: 60_000 })

    console.log(`/ asked ${watch.latencies.length} times, worst ${Math.round(Math.max(...watch.latencies))} ms`)
    expect(watch.askedWhileWorking).toBeGreaterThan(0)
    expect(new Set(watch.statuses)).toEqual(new Set([200]))
    expect(Math.max(...watch.latencies)).toBeLessThan(500)
    const { status, file } = await download
    expect(status).toBe(200)
    const sheet = strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml']!)
    expect(sheet.match(/<row /g)).toHaveLength(total + 1)
    expect(sheet).toMatch(new RegExp(`<row r="2">.*?>Wanjiru ${total - 1}<`))
  }, 120_000)
})

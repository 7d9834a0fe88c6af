import { crashRun, type Disruption } from './crash-run.ts'

/**
 * `npm run bench:proxy`: the guide's Caddy (deploy/Caddyfile, on loopback) in front of the server, 200
 * contact-form posts at a time in each run, three runs with the server killed (`kill -9`) a third of the way
 * in and two with the proxy restarted. Every acknowledged post must be stored with its own content, and
 * nothing twice; the command fails otherwise. Needs Debian's `caddy`. BENCH_CADDYFILE runs another
 * Caddyfile's snippet; BENCH_RESENDS=0 sends each post once, as pages did before they resent.
 */
const posts = Number(process.env.BENCH_POSTS ?? 200)
const awayMs = Number(process.env.BENCH_AWAY_MS ?? 2000)
const caddyfile = process.env.BENCH_CADDYFILE
const resendPauses = process.env.BENCH_RESENDS === '0' ? [] : undefined
const runs: Disruption[] = ['server-crash', 'server-crash', 'server-crash', 'proxy-restart', 'proxy-restart']

let failed = false
console.log(
  `${posts} contact posts a run, 10 visitors at once, through ${caddyfile ?? 'deploy/Caddyfile'} on loopback` +
    (resendPauses ? ', each post sent once' : ''),
)
for (const [index, disruption] of runs.entries()) {
  const at = disruption === 'server-crash' ? 1 / 3 : 1 / 2
  const result = await crashRun({ disruption, posts, concurrency: 10, at, awayMs, caddyfile, resendPauses })
  const ok = result.wrongOrMissing.length === 0 && result.storedTwice === 0
  failed ||= !ok
  console.log(
    `run ${index + 1} ${disruption.padEnd(13)} ${ok ? 'ok  ' : 'FAIL'} ${result.acknowledged} acknowledged, ` +
      `${result.notAcknowledged} not, ${result.stored} stored, ${result.wrongOrMissing.length} acknowledged but ` +
      `wrong or missing, ${result.storedTwice} stored twice, ${result.proxyBodyErrors} bodies lost by the proxy, ` +
      `${result.refusedAsDamaged} refused as damaged, ` +
      `${result.seconds.toFixed(1)} s`,
  )
  for (const line of result.wrongOrMissing.slice(0, 5)) console.log(`    ${line}`)
}
process.exit(failed ? 1 : 0)

import { buildServer } from '../app.ts'
import { makeDist } from './fixtures.ts'

/**
 * A receiver on its own process, for the crash test and the benchmark: serves a minimal site with the test
 * forms (or SITE_DIST), stores in DATA_DIR, listens on PORT (0: any) and prints "listening <address>";
 * with RECEIVER_LOG=1 it prints the receiver's log too.
 */
const app = await buildServer({
  distDir: process.env.SITE_DIST || makeDist(),
  receiver: process.env.RECEIVER_LOG === '1' ? { log: (line) => console.log(line) } : undefined,
})
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
console.log(`listening ${address}`)

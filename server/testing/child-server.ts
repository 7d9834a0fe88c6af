import { buildServer } from '../app.ts'
import { makeDist } from './fixtures.ts'

/**
 * A receiver on its own process, for the crash test and the benchmark: serves a minimal site with the test
 * forms (or SITE_DIST), stores in DATA_DIR, edits the site.yaml and public/ of PROJECT_ROOT (this project
 * unless told), listens on PORT (0: any) and prints "listening <address>"; with RECEIVER_LOG=1 it prints
 * the receiver's log too.
 */
const app = await buildServer({
  distDir: process.env.SITE_DIST || makeDist(),
  receiver: {
    log: process.env.RECEIVER_LOG === '1' ? (line) => console.log(line) : undefined,
    projectRoot: process.env.PROJECT_ROOT || undefined,
  },
})
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
console.log(`listening ${address}`)

import { buildServer } from '../app.ts'
import { makeDist } from './fixtures.ts'

/**
 * A receiver on its own process, for the crash test and the benchmark: serves a minimal site with the test
 * forms (or SITE_DIST), stores in DATA_DIR, listens on PORT (0: any) and prints "listening <address>".
 */
const app = await buildServer({ distDir: process.env.SITE_DIST || makeDist() })
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
console.log(`listening ${address}`)

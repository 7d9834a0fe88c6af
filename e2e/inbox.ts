import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The /admin password of the server the browser tests start. */
export const e2eAdminPassword = 'e2e inbox password'

/** The browser tests' own data folder, one per port, so parallel runs and `npm start` never share a database. */
export const e2eDataDir = (port: number) => join(tmpdir(), `site-e2e-data-${port}`)

import { createServer } from 'node:net'

/**
 * A port of this machine's loopback address that nothing listens on, as the system hands it out: each server a test
 * starts itself takes one, so no two tests (or workers, or runs side by side) pick the same by hand.
 */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((listening, failed) => {
    server.once('error', failed)
    server.listen(0, '127.0.0.1', listening)
  })
  const address = server.address()
  await new Promise((closed) => server.close(closed))
  if (typeof address !== 'object' || address === null) throw new Error('The system gave no port')
  return address.port
}

import { createServer, type AddressInfo } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  data: string
}

/** For tests: just enough of an SMTP server on 127.0.0.1 to receive messages, one at a time. */
export async function startSmtpStandIn(): Promise<{ url: string; messages: ReceivedMail[]; close(): Promise<void> }> {
  const messages: ReceivedMail[] = []
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '' }
    socket.write('220 stand-in ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            messages.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 queued\r\n')
          } else current.data += line + '\n'
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') current.from = line
        if (verb === 'RCPT') current.to.push(line)
        if (verb === 'DATA') inData = true
        if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
      }),
  }
}

/** For tests: the text of a received mail after its headers, as its reader sees it (quoted-printable decoded). */
export function mailText(mail: ReceivedMail): string {
  const end = mail.data.indexOf('\n\n')
  const body = mail.data.slice(end + 2)
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(mail.data.slice(0, end))) return body
  const softBreaksJoined = body.replace(/=\n/g, '')
  return decodeURIComponent(softBreaksJoined.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'))
}

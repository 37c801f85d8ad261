import { createServer, type Socket } from 'node:net'

export type SinkMessage = { from: string; to: string[]; data: string }
export type SmtpSink = {
  port: number
  messages: SinkMessage[]
  /** Holds every answer to a finished message until the returned function is called. */
  hold: () => () => void
  close: () => Promise<void>
}

/**
 * The smallest SMTP server nodemailer will talk to (no TLS, no auth), keeping every message.
 * `failFirst` answers the first N messages with a temporary error, to exercise retries.
 */
export function startSmtpSink(options: { failFirst?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = []
  let failuresLeft = options.failFirst ?? 0
  let held: Promise<void> | undefined
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = ''
    let inData = false
    let current: SinkMessage = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          const message = current
          const answer = () => {
            if (failuresLeft > 0) {
              failuresLeft--
              reply('451 4.3.0 try again later')
            } else {
              messages.push(message)
              reply('250 2.0.0 queued')
            }
          }
          if (held) void held.then(answer)
          else answer()
          current = { from: '', to: [], data: '' }
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink')
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim()
          reply('250 OK')
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim())
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK')
        else reply('502 not implemented')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        messages,
        hold: () => {
          let release = () => {}
          held = new Promise<void>((resolve) => (release = resolve)).then(() => (held = undefined))
          return release
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}

/** A message's text as written: quoted-printable undone (soft line breaks, =XX bytes). */
export function textOf(message: SinkMessage): string {
  const raw = message.data.replace(/=\r\n/g, '')
  return Buffer.from(raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
}

/** Whether the message went to `email` (RCPT TO is kept as written: `<address>`). */
export function sentTo(message: SinkMessage, email: string): boolean {
  return message.to.some((to) => to.includes(email))
}

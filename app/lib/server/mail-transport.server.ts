import { createTransport, type Transporter } from 'nodemailer'
import { getEnv } from '~/lib/env.server'

let cached: { key: string; transport: Transporter } | undefined

/** The SMTP connection of every mail the site sends (leads, account links); undefined without SMTP_HOST. */
export function mailTransport(): Transporter | undefined {
  const env = getEnv()
  if (!env.SMTP_HOST) return undefined
  // One connection setup per configuration (tests start servers with other SMTP settings).
  const key = JSON.stringify([env.SMTP_HOST, env.SMTP_PORT, env.SMTP_USER, env.SMTP_PASS])
  if (cached?.key === key) return cached.transport
  const transport = createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_PORT === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  cached = { key, transport }
  return transport
}

/** The sender of the site's mails: SMTP_FROM, else the SMTP user, else the leads inbox. */
export function mailSender(): string | undefined {
  const env = getEnv()
  return env.SMTP_FROM ?? env.SMTP_USER ?? env.LEADS_INBOX
}

// `npm run leads [-- --limit 20 --kind form|email --json]`: prints the latest leads from the
// configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR). PGlite belongs to
// one process: while the server runs on it, the leads are read through its admin API instead
// (needs ADMIN_TOKEN, the same one the server has).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: { limit: { type: 'string', default: '20' }, kind: { type: 'string' }, json: { type: 'boolean', default: false } },
})
const limit = Math.min(1000, Math.max(1, Number.parseInt(args.limit, 10) || 20))
const kind = args.kind === 'email' || args.kind === 'form' ? args.kind : undefined
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const lockFile = path.join(dataDir, 'pglite.lock')

const SELECT = `select id, kind, email, name_surname as "nameSurname", phone, company, message, language,
  created_at as "createdAt", delivery_status as "deliveryStatus", confirmed_at as "confirmedAt" from leads
  ${kind ? 'where kind = $2' : ''} order by id desc limit $1`
const params = kind ? [limit, kind] : [limit]

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

async function fromPostgres(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(SELECT, params)).rows
  } catch (error) {
    if (error.code === '42P01') return [] // no leads table yet: the server never started
    throw error
  } finally {
    await client.end()
  }
}

async function fromRunningServer(port) {
  const token = process.env.ADMIN_TOKEN
  if (!token) {
    console.error(`The server (port ${port}) has the embedded database open. Run again with ADMIN_TOKEN=<the server's token>, or stop the server.`)
    process.exit(1)
  }
  const query = new URLSearchParams({ limit: String(limit), ...(kind ? { kind } : {}) })
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/admin/leads?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`admin API answered ${response.status}`)
  return (await response.json()).items
}

async function fromPglite() {
  if (!existsSync(path.join(dataDir, 'pglite'))) return []
  const { PGlite } = await import('@electric-sql/pglite')
  writeFileSync(lockFile, `${process.pid}\n`)
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') })
  try {
    return (await db.query(SELECT, params)).rows
  } catch (error) {
    if (/does not exist/.test(String(error?.message))) return []
    throw error
  } finally {
    await db.close()
    rmSync(lockFile, { force: true })
  }
}

async function load() {
  if (process.env.DATABASE_URL) return fromPostgres(process.env.DATABASE_URL)
  if (existsSync(lockFile)) {
    const [pid, port] = readFileSync(lockFile, 'utf8').split('\n')
    if (alive(Number(pid))) return fromRunningServer(Number(port) || Number(process.env.PORT) || 3000)
  }
  return fromPglite()
}

const rows = await load()
if (args.json) {
  console.log(JSON.stringify(rows, null, 2))
} else if (rows.length === 0) {
  console.log('No leads yet.')
} else {
  const oneLine = (text, max) => {
    const flat = String(text ?? '').replace(/\s+/g, ' ').trim()
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
  }
  console.table(
    rows.map((row) => ({
      id: row.id,
      time: new Date(row.createdAt).toISOString().replace('T', ' ').slice(0, 19),
      kind: row.kind,
      lang: row.language,
      email: row.email,
      name: oneLine(row.nameSurname, 24),
      company: oneLine(row.company, 20),
      phone: row.phone ?? '',
      message: oneLine(row.message, 40),
      delivery: row.deliveryStatus,
      // E-mail sign-ups: confirmed by the visitor (double opt-in) or not yet.
      confirmed: row.kind === 'email' ? (row.confirmedAt ? 'yes' : 'no') : '',
    })),
  )
}

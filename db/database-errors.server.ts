/**
 * What a log line may say about a failed database statement: the operation and table, the
 * SQLSTATE and the names PostgreSQL reports (constraint, column), never the statement's values.
 * Drizzle's error says `Failed query: … params: <every value>` and PostgreSQL's `detail` repeats
 * the offending value (`Key (email)=(…) already exists`): an e-mail address, a password hash or a
 * session token would reach the log with the standard error serializer.
 */
export type DatabaseErrorContext = {
  /** `insert`, `update`, `delete`, `select`, … (the statement's verb), when a statement failed. */
  operation?: string
  /** The table the statement writes, or the first it reads. */
  table?: string
  /** SQLSTATE (`23505`) or the socket's code (`ECONNREFUSED`). */
  code?: string
  constraint?: string
  column?: string
  /** The driver's message, unless it may quote a value (data exceptions, SQLSTATE class 22). */
  message?: string
}

type Fields = { query?: unknown; params?: unknown; code?: unknown; constraint?: unknown; column?: unknown; message?: unknown; cause?: unknown; severity?: unknown }

const WRITE = /\b(insert\s+into|update|delete\s+from)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i
const READ = /\bfrom\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i

/** `"public"."leads"` → `leads`. */
function tableName(reference: string): string {
  return (reference.split('.').pop() ?? reference).replace(/"/g, '')
}

/** Operation and table of an SQL statement, read from its text (values are parameters, never in it). */
export function statementContext(query: string): Pick<DatabaseErrorContext, 'operation' | 'table'> {
  const write = WRITE.exec(query)
  if (write) return { operation: write[1]!.split(/\s+/)[0]!.toLowerCase(), table: tableName(write[2]!) }
  const operation = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase()
  const read = READ.exec(query)
  return { ...(operation ? { operation } : {}), ...(read ? { table: tableName(read[1]!) } : {}) }
}

/** The error and its causes, outermost first. */
function chainOf(error: unknown): Fields[] {
  const chain: Fields[] = []
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    chain.push(current as Fields)
    current = (current as Fields).cause
  }
  return chain
}

const isStatementError = (fields: Fields) => typeof fields.query === 'string' && 'params' in fields
/** node-postgres' and PGlite's DatabaseError: a SQLSTATE and a severity. */
const isServerError = (fields: Fields) => typeof fields.code === 'string' && typeof fields.severity === 'string'

/** Whether the error itself (not only a cause of it) is a failed statement or a driver's answer. */
export function isDatabaseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (isStatementError(error as Fields) || isServerError(error as Fields))
}

/**
 * The loggable context of a database error (the error or any of its causes), or undefined when
 * no database is involved.
 */
export function databaseErrorContext(error: unknown): DatabaseErrorContext | undefined {
  const chain = chainOf(error)
  const statement = chain.find(isStatementError)
  const server = chain.find(isServerError)
  if (!statement && !server) return undefined
  const context: DatabaseErrorContext = statement ? statementContext(statement.query as string) : {}
  // The driver's own error: the statement's cause (a socket error, PGlite closed), or the server's answer.
  const driver = server ?? chain[chain.indexOf(statement!) + 1]
  if (driver) {
    if (typeof driver.code === 'string') context.code = driver.code
    if (typeof driver.constraint === 'string') context.constraint = driver.constraint
    if (typeof driver.column === 'string') context.column = driver.column
    if (typeof driver.message === 'string' && !(typeof driver.code === 'string' && driver.code.startsWith('22'))) context.message = driver.message
  }
  return context
}

/** One line for a log message: `insert into leads failed: 23505 (leads_dedupe_key_key) duplicate key …`. */
export function describeDatabaseError(context: DatabaseErrorContext): string {
  const statement = context.operation ? `${context.operation}${context.table ? ` ${context.table}` : ''} failed` : 'database error'
  const details = [context.code, context.constraint && `(${context.constraint})`, context.message].filter(Boolean).join(' ')
  return details ? `${statement}: ${details}` : statement
}

/** The only database surface the app sees; implemented by PGlite and by pg.Pool. See docs/decisions/002-database-no-orm.md. */
export type QueryResult<T> = { rows: T[]; rowCount: number };

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/** A transaction handle: pass it to services (e.g. `credits.grant(input, tx)`) to join the same transaction. */
export type Tx = Queryable & {
  /** Runs a multi-statement SQL script inside the transaction (migrations). */
  exec(sql: string): Promise<void>;
};

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(sql: string): Promise<void>;
  /** Resolves when the database answers, rejects otherwise (health check). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** True for errors that mean "the database is not reachable right now" rather than a bad query. */
export function isDbUnavailableError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
    // 08xxx connection exceptions, 57P01-57P03 admin shutdown / crash / cannot connect now.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  const msg = (err as { message?: unknown }).message;
  return (
    typeof msg === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database unavailable/i.test(
      msg,
    )
  );
}

/** PostgreSQL unique_violation. */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  !!err &&
  typeof err === 'object' &&
  (err as { code?: unknown }).code === '23505' &&
  (constraint === undefined || (err as { constraint?: unknown }).constraint === constraint);

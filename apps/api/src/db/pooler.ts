import type pg from 'pg';

// A connection pooler between the processes and PostgreSQL (DATABASE_POOLER; docs/decisions.md,
// "Behind PgBouncer"). PgBouncer refuses the startup parameter `options` that carries the session
// settings (Debian's 1.18: "unsupported startup parameter: options"), so behind any pooler they go
// another way; behind a transaction pooler each transaction, and each statement outside one, may run
// on another server connection, so nothing may rely on a server session: no named statements.

/** `session`: a client keeps its server connection; `transaction`: only for one transaction. */
export const POOLERS = ['session', 'transaction'] as const;
export type Pooler = (typeof POOLERS)[number];

/**
 * The pool's options behind `pooler`, in place of the startup parameter. `settings` are the session
 * settings as that parameter carries them (`-c name=value …`).
 */
export function behindPooler(pooler: Pooler, settings: string): pg.PoolConfig {
  if (pooler === 'transaction') return { onConnect: unnamedStatements };
  // Session pooling: a new connection SETs them before the pool hands it out; the pooler keeps its
  // server connection for the client's whole session, and resets it when the client leaves. (Behind a
  // transaction pooler a SET would stay on one server connection, which other clients then share:
  // there the operator sets them on the role; docs/decisions.md.)
  const statements = settings.replace(/-c\s+(\S+)/g, 'SET $1;');
  return { onConnect: async (client) => void (await client.query(statements)) };
}

/**
 * Transaction pooling: every statement goes unnamed (node-postgres parses a named one once per client
 * connection and then runs it by name, but the pooler may hand that client another server connection,
 * where the name is unknown or already taken by another client's). The hot lookups then pay their
 * planning at each run (db/raw.ts, preparedRows).
 */
function unnamedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config !== 'object' || config === null || !('name' in config)) return query(config, ...rest);
    const { name: _name, ...unnamed } = config as pg.QueryConfig;
    return query(unnamed, ...rest);
  }) as typeof client.query;
}

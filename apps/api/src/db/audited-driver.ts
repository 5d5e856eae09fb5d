import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { currentAuditActor, isBegin, mayWrite, SET_AUDIT_ACTOR } from './audit-actor';
import { nameStatement } from './statement-names';

// The action log's triggers read the actor from a transaction-local setting. These wrappers give every
// statement a staff user's request runs that setting, whichever way a service issues it: each
// transaction names the actor right after it begins, and a bare write becomes a transaction of its own.

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown, callback?: unknown];

export function auditPool(pool: pg.Pool): pg.Pool {
  // Transactions: drizzle runs `begin` on a client it takes from the pool.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: QueryArgs) => Promise<pg.QueryResult>;
    client.query = ((...args: QueryArgs) => {
      const [config, values, callback] = args;
      const actor = currentAuditActor();
      const text = typeof config === 'string' ? config : config.text;
      const bare = values === undefined || (Array.isArray(values) && values.length === 0);
      if (!actor || callback || typeof values === 'function' || !isBegin(text) || !bare)
        return query(...args);
      // One round trip, not two: `begin` and the setting go as one simple query (a write request's
      // every transaction pays it; a literal, as a simple query takes no parameters).
      const both = `${text}; ${SET_AUDIT_ACTOR.replace('$1', client.escapeLiteral(actor))}`;
      return (query(both) as unknown as Promise<pg.QueryResult[]>).then(([begun]) => begun);
    }) as typeof client.query;
  });
  const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<pg.QueryResult>;
  pool.query = ((...args: QueryArgs) => {
    const [config, , callback] = args;
    const text = typeof config === 'string' ? config : config.text;
    if (!currentAuditActor() || callback || typeof args[1] === 'function' || !mayWrite(text)) {
      return query(...args);
    }
    return inOwnTransaction(pool, args);
  }) as typeof pool.query;
  return pool;
}

async function inOwnTransaction(pool: pg.Pool, args: QueryArgs): Promise<pg.QueryResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN'); // names the actor (above)
    const result = await (client.query as (...args: QueryArgs) => Promise<pg.QueryResult>)(...args);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    throw error;
  }
}

export function auditPglite(client: PGlite): PGlite {
  // Prepared by name (pglite-statements.ts): every transaction of an actor runs it, and parsing it each
  // time cost a tenth of a millisecond of the embedded database's one thread.
  nameStatement(SET_AUDIT_ACTOR);
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  const asActor = <Result>(actor: string, work: (tx: Transaction) => Promise<Result>) =>
    transaction(async (tx) => {
      await tx.query(SET_AUDIT_ACTOR, [actor]);
      return work(tx);
    });
  client.transaction = (<Result>(work: (tx: Transaction) => Promise<Result>) => {
    const actor = currentAuditActor();
    return actor ? asActor(actor, work) : transaction(work);
  }) as typeof client.transaction;
  client.query = ((text: string, params?: unknown[], options?: object) => {
    const actor = currentAuditActor();
    if (!actor || !mayWrite(text)) return query(text, params, options);
    return asActor(actor, (tx) => tx.query(text, params, options));
  }) as typeof client.query;
  return client;
}

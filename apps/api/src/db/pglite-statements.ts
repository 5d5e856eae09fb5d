import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { statementNameOf } from './statement-names';

// PGlite's own `query` calls into its WebAssembly backend six times per statement (parse, describe the
// statement, bind, describe the portal, execute, sync) and plans the statement at every run: 220 µs for
// a one-row lookup, where one call with all of it takes 90 µs and a statement prepared by name 40 µs.
// Here every statement is one call: its parameter types, learnt once per text, let the whole exchange
// go as one message; a hot lookup's text (statement-names.ts) is parsed once under its name and, after
// PostgreSQL's five custom plans, runs on a generic one, as it does on a PostgreSQL server. Values and
// rows are converted by PGlite's own serializers and parsers, as its `query` does.

/** Parameter types per statement text; a few hundred texts in use, bounded against unbounded ones. */
const MAX_TEXTS = 2_000;
/** PostgreSQL's code for a statement name it does not know. */
const UNKNOWN_STATEMENT = '26000';

interface Statements {
  typesByText: Map<string, number[]>;
  /** Names parsed on this database (a statement prepared by name lives as long as the session). */
  prepared: Set<string>;
}

/** Makes `client.query`, and the `query` of its transactions, one call per statement. */
export function oneCallStatements(client: PGlite): PGlite {
  const statements: Statements = { typesByText: new Map(), prepared: new Set() };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (<Row>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.blob) return query<Row>(text, params, options);
    return client._checkReady().then(() =>
      // A statement outside a transaction waits for any open one, as PGlite's own does.
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<Row>(client, statements, text, params, options, true)),
      ),
    );
  }) as typeof client.query;
  client.transaction = (<Result>(work: (tx: Transaction) => Promise<Result>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (<Row>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (options?.blob) return txQuery<Row>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => run<Row>(client, statements, text, params, options, false));
      }) as typeof tx.query;
      return work(tx);
    })) as typeof client.transaction;
  return client;
}

async function run<Row>(
  client: PGlite,
  statements: Statements,
  text: string,
  params: unknown[] = [],
  options: QueryOptions | undefined,
  outsideTransaction: boolean,
): Promise<Results<Row>> {
  try {
    const messages = await exchange(client, statements, text, params, options);
    if (outsideTransaction) await client.syncToFs();
    // PGlite merges a query's own parsers into its hundreds by copying them all, 0.2 ms a statement:
    // here they are laid over PGlite's instead.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    const rowMode = options?.rowMode ? { rowMode: options.rowMode } : undefined;
    return parse.parseResults(messages, parsers, rowMode)[0] as Results<Row>;
  } catch (error) {
    // As PGlite's own errors: the statement and its values beside the database's error.
    if (error instanceof Error && 'code' in error)
      Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
}

async function exchange(
  client: PGlite,
  statements: Statements,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
) {
  const name = statementNameOf(text);
  const types = await typesOf(client, statements, text, name, options);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = types[index] as number;
    const serialize = options?.serializers?.[type] ?? client.serializers[type];
    return serialize ? serialize(value) : String(value);
  });
  const send = () =>
    call(
      client,
      ...(name ? [] : [protocol.serialize.parse({ text, types })]),
      protocol.serialize.bind({ statement: name ?? '', values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
  try {
    return await send();
  } catch (error) {
    // A prepared statement the session lost: prepared again, run again.
    if (!name || (error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
    statements.prepared.delete(name);
    await typesOf(client, statements, text, name, options);
    return await send();
  }
}

/** The statement's parameter types, asked once per text; a named text is prepared as it is asked. */
async function typesOf(
  client: PGlite,
  statements: Statements,
  text: string,
  name: string | undefined,
  options: QueryOptions | undefined,
): Promise<number[]> {
  const known = statements.typesByText.get(text);
  if (known && (!name || statements.prepared.has(name))) return known;
  const messages = await call(
    client,
    // Closing a name that is not prepared is no error: one that failed half-way is replaced.
    ...(name ? [protocol.serialize.close({ type: 'S', name })] : []),
    protocol.serialize.parse({ text, name, types: options?.paramTypes }),
    protocol.serialize.describe({ type: 'S', name }),
    protocol.serialize.sync(),
  );
  const types = parse.parseDescribeStatementResults(messages);
  if (name) statements.prepared.add(name);
  if (statements.typesByText.size >= MAX_TEXTS) statements.typesByText.clear();
  statements.typesByText.set(text, types);
  return types;
}

/** One call into the backend with these protocol messages; throws the database's error. */
function call(client: PGlite, ...messages: Uint8Array[]) {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    whole.set(message, offset);
    offset += message.length;
  }
  return client.execProtocolStream(whole, { syncToFs: false });
}

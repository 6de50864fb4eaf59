/**
 * knex's better-sqlite3 client, with each connection's prepared statements kept for reuse.
 * knex prepares every query afresh; SQLite compiles the SQL each time, which was 4.5 % of
 * the CPU of an uncached home page (`scripts/bench/render-cost.ts --profile`). The SQL knex
 * builds is the same text for the same query shape (values are bindings), so a bounded cache
 * keyed by the text serves nearly every query. SQLite recompiles a kept statement by itself
 * when the schema changes under it.
 */
import { LRUCache } from 'lru-cache';

/** What is used here of a better-sqlite3 connection and its statements. */
interface Statement {
  readonly reader: boolean;
  safeIntegers(on: boolean): Statement;
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}
interface Connection {
  prepare(sql: string): Statement;
}

// knex ships its dialects as CommonJS classes without types of their own.
const BetterSqlite3Client: new (config: unknown) => KnexSqliteClient = require('knex/lib/dialects/better-sqlite3');

interface KnexQuery {
  sql: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

interface KnexSqliteClient {
  _optSafeIntegers(options: unknown): boolean | undefined;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
}

/** Statements kept per connection: more than the distinct queries a service runs. */
export const STATEMENTS_PER_CONNECTION = 1_000;

const statementsByConnection = new WeakMap<Connection, LRUCache<string, Statement>>();

/**
 * The connection's statement for `sql`, prepared once. A query asking for safe integers (or
 * for none) has a statement of its own, so a kept statement's setting never changes.
 */
export function preparedStatement(connection: Connection, sql: string, safeIntegers?: boolean): Statement {
  let statements = statementsByConnection.get(connection);
  if (!statements) {
    statements = new LRUCache({ max: STATEMENTS_PER_CONNECTION });
    statementsByConnection.set(connection, statements);
  }
  // The SQL itself is the key of the usual case (a string hashed once by V8, not a new one per query).
  const key = safeIntegers === undefined ? sql : `${safeIntegers}\u0000${sql}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = connection.prepare(sql);
    if (safeIntegers !== undefined) statement.safeIntegers(safeIntegers);
    statements.set(key, statement);
  }
  return statement;
}

/** knex's own `_query` (knex/lib/dialects/better-sqlite3), with the statement from the cache. */
export class CachingSqliteClient extends BetterSqlite3Client {
  async _query(connection: Connection, obj: KnexQuery): Promise<KnexQuery> {
    if (!obj.sql) throw new Error('The query is empty');
    if (!connection) throw new Error('No connection provided');
    const statement = preparedStatement(connection, obj.sql, this._optSafeIntegers(obj.options));
    const bindings = this._formatBindings(obj.bindings);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return obj;
    }
    const response = statement.run(bindings);
    obj.response = response;
    obj.context = { lastID: response.lastInsertRowid, changes: response.changes };
    return obj;
  }
}

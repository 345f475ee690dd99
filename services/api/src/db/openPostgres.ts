import pg from 'pg';
import { DatabaseUnavailableError } from '../errors/DatabaseUnavailableError.ts';
import type { Db, SqlExecutor } from './Db.ts';
import { isConnectionFailure } from './isConnectionFailure.ts';

const int8Oid = 20;
// Ids and block numbers stay far below 2^53; amounts are numeric and stay strings.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** Arbitrary constant naming "the indexer" among the advisory locks of this database. */
const indexerLockKey = 4_003_250_001;
/** A server that does not answer a connect must not hold a request (or the indexer) forever. */
const connectTimeoutMs = 5_000;

/** Connection failures become {@link DatabaseUnavailableError}, so clients get a clear message. */
function classified(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError({ cause: error }) : error;
}

export async function openPostgres(databaseUrl: string, options: { poolSize?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    types,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle client that loses its connection emits here; the pool drops it and connects anew on the next
  // query, which is how the API recovers from a restarted or dropped database by itself.
  pool.on('error', () => undefined);
  let lockClient: pg.Client | undefined;
  const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query(sql, [...params]);
        return result.rows as Row[];
      } catch (error) {
        throw classified(error);
      }
    },
  });
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw classified(error);
      });
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        broken = error instanceof DatabaseUnavailableError || isConnectionFailure(error);
        if (!broken) await client.query('rollback').catch(() => undefined);
        throw classified(error);
      } finally {
        // A client whose connection failed is destroyed rather than handed to the next reader.
        client.release(broken);
      }
    },
    async tryIndexerLock(onLost) {
      if (lockClient !== undefined) return true;
      // A dedicated connection outside the pool: the lock lives exactly as long as this session.
      const client = new pg.Client({
        connectionString: databaseUrl,
        types,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const rows = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          indexerLockKey,
        ]);
        if (rows.rows[0]?.locked !== true) {
          await client.end();
          return false;
        }
      } catch {
        await client.end().catch(() => undefined);
        return false;
      }
      lockClient = client;
      client.on('end', () => {
        if (lockClient === client) {
          lockClient = undefined;
          onLost();
        }
      });
      return true;
    },
    async close() {
      const client = lockClient;
      lockClient = undefined;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

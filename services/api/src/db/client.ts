import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from '@ontoloom/server-kit/data-folder-lock';
import * as schema from './schema/index';

/** What repos see: the common drizzle surface of PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs a text of several statements without parameters (the job queue's own migrations). */
  execMany?(text: string): Promise<unknown>;
  /**
   * PostgreSQL: LISTEN on a channel over a connection of its own (kept up while the database
   * is), so another process's NOTIFY wakes this one. Returns how to stop.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
};

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Wraps an open PGlite (a data folder, or in-memory in tests). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    execMany: (text) => client.exec(text),
  };
}

export function fromPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's connection may drop (server restart, failover): the pool replaces it, and
  // the process must not die of an unhandled 'error' event meanwhile.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOn(connectionString, channel, onPayload),
  };
}

/** How long a dropped LISTEN connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A dropped connection (server restart) is replaced; meanwhile the listener polls anyway.
    next.on('error', (error) => {
      console.warn(`PostgreSQL LISTEN ${channel}: ${error.message}`);
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * A second, small pool on the same PostgreSQL server whose sessions stop any statement past
 * `timeoutMs` (the dashboards' widget queries): no transaction or `SET` per query. `undefined` on
 * PGlite, which has no second connection (and no timer that could cancel a statement).
 */
export function withStatementTimeout(
  db: Database,
  timeoutMs: number,
  max = 4,
): { db: Database; close(): Promise<void> } | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  const options = (client as unknown as { options: pg.PoolConfig }).options;
  // Sessions live 5 minutes at most: the widgets' named statements they prepared go with them.
  const pool = new pg.Pool({
    ...options,
    max,
    statement_timeout: timeoutMs,
    maxLifetimeSeconds: 300,
  });
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  return { db: drizzlePg({ client: pool, schema }), close: () => pool.end() };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite, locked
 * for this process until `close()`.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dataDir = join(options.dataDir, 'pglite');
  // PGlite's NodeFS does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataFolder(dataDir, 'Ontoloom API');
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    const handle = fromPglite(client);
    return {
      ...handle,
      async close() {
        try {
          await handle.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

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

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = { db: Database; migrate(): Promise<void>; close(): Promise<void> };

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');
/**
 * The chat service may share the API's PostgreSQL database: its own migrations table keeps the
 * two histories apart (drizzle's default table would mix them).
 */
const migrationOptions = { migrationsFolder, migrationsTable: '__chat_migrations' };

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    migrate: () => migratePglite(db, migrationOptions),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return { db, migrate: () => migratePg(db, migrationOptions), close: () => pool.end() };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/chat. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  if (!options.dataDir) return fromPglite(new PGlite());
  const folder = join(options.dataDir, 'chat');
  mkdirSync(folder, { recursive: true });
  // PGlite is single-process: a second chat process on the folder would lose writes.
  const release = await lockDataFolder(folder, 'Ontoloom chat');
  try {
    const client = new PGlite(folder);
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

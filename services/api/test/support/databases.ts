import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  fromPglite,
  fromPostgres,
  migrationsFolder,
  type DatabaseHandle,
} from '../../src/db/client';

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `close()` also drops it on PostgreSQL. */
  open(): Promise<DatabaseHandle & { url?: string }>;
};

/** Hash of the migrations and the PGlite build: a new migration or upgrade makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256').update(require.resolve('@electric-sql/pglite'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data folder, dumped once and kept in the OS temp folder: booting from it
 * takes about a second where initdb takes 4–12 s on this machine.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `ontoloom-api-pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await fromPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Write then rename, so a parallel test file never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    // In memory: nothing to clean up, and no data folder shared between test files.
    const handle = fromPglite(new PGlite({ loadDataDir: await pgliteTemplate() }));
    await handle.migrate();
    return handle;
  },
};

async function waitForDisconnect(client: pg.Client, database: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.count === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function postgres(serverUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `ontoloom_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();

      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = fromPostgres(url.toString());
      await handle.migrate();
      return {
        ...handle,
        /** For another process (a `pnpm worker`) on the same database. */
        url: url.toString(),
        async close() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          // pool.end() resolves once its clients are told to end, not once the server has let
          // them go: forcing the drop before that kills them mid-goodbye (57P01 in the test).
          await waitForDisconnect(dropper, name);
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/** Always PGlite; PostgreSQL too when DATABASE_URL points at a server. */
export function databases(): TestDatabase[] {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? [pglite, postgres(serverUrl)] : [pglite];
}

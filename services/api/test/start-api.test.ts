import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUseError, startApi } from '../src/index';
import { initialAdminPasswordFile } from '../src/seed/seed';

// The launcher's path: a PGlite data folder on disk, migrations and seeding on start, real HTTP.
describe('startApi', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ontoloom-start-'));
  const env = { DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** The password the first start generated (the tests below start on the same folder). */
  let generated: string | null = null;

  const signIn = (url: string, email: string, password: string) =>
    fetch(`${url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  // One start per test: the first (a new database, migrations, seeding) is most of the time.
  test('R1.05 the first start on an empty DATA_DIR seeds a super admin with a generated password kept in DATA_DIR', async () => {
    const first = await startApi(env);
    try {
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(first.admin.email).toBe('admin@ontoloom.local');
      expect(first.admin.password).toEqual(expect.any(String));
      const file = initialAdminPasswordFile(dataDir);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const root = await fetch(`${first.url}/`);
      expect(await root.json()).toMatchObject({ name: 'ontoloom' });
      const token = await signIn(first.url, first.admin.email, first.admin.password ?? '');
      expect(token.status).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    generated = first.admin.password;
  });

  test('R1.05 the generated password is printed again at every start while its file exists, unknown once removed', async () => {
    expect(generated).toEqual(expect.any(String));
    const second = await startApi(env);
    await second.close();
    expect(second.admin.password).toBe(generated);

    // Unknown once the operator removed it.
    rmSync(initialAdminPasswordFile(dataDir));
    const third = await startApi(env);
    await third.close();
    expect(third.admin.password).toBeNull();
  });

  test('ADMIN_PASSWORD is the source of truth when set', async () => {
    const api = await startApi({ ...env, ADMIN_PASSWORD: 'from-the-environment' });
    try {
      expect(api.admin.password).toBe('from-the-environment');
      expect((await signIn(api.url, api.admin.email, 'from-the-environment')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  test('a second API on the same DATA_DIR is refused with a clear error until the first stops', async () => {
    const first = await startApi(env);
    try {
      const second = startApi(env);
      await expect(second).rejects.toThrow(DataFolderInUseError);
      await expect(second).rejects.toThrow(
        `${join(dataDir, 'pglite')} is in use by another Ontoloom API process`,
      );
      // The same from another process: `pnpm --filter @ontoloom/api start` prints it and exits 1.
      // Asynchronously: the first API keeps refreshing its lock meanwhile.
      const child = await new Promise<{ status: number | null; stderr: string }>((done) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, '../src/server.ts')],
          // From the API's folder, where tsx is installed, whichever folder jest runs from.
          {
            cwd: join(import.meta.dirname, '..'),
            env: { ...process.env, ...env },
            encoding: 'utf8',
          },
          (error, _stdout, stderr) => done({ status: error ? (error.code as number) : 0, stderr }),
        );
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('is in use by another Ontoloom API process');
      expect(child.stderr).toContain('DATABASE_URL');
      // The first API is unharmed.
      expect((await fetch(`${first.url}/`)).status).toBe(200);
    } finally {
      await first.close();
    }
    const again = await startApi(env);
    await again.close();
  });

  test('a lock left by a killed process (not refreshed for a while) is taken over', async () => {
    const lock = join(dataDir, 'pglite.lock');
    mkdirSync(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    const api = await startApi(env);
    await api.close();
    expect(existsSync(lock)).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DATA_FOLDER_LOCK_STALE_MS,
  DataFolderInUseError,
  lockDataFolder,
} from '../src/data-folder-lock';

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ontoloom-lock-'));
  folder = join(root, 'pglite');
  mkdirSync(folder);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A lock directory as a process left it, last refreshed `ageMs` ago. */
function leftLock(ageMs: number) {
  const lock = `${folder}.lock`;
  mkdirSync(lock);
  const then = new Date(Date.now() - ageMs);
  utimesSync(lock, then, then);
  return lock;
}

test('a held folder is refused with what to do, naming the holder, until it is released', async () => {
  const release = await lockDataFolder(folder, 'Ontoloom chat');
  const second = lockDataFolder(folder, 'Ontoloom chat');
  await expect(second).rejects.toThrow(DataFolderInUseError);
  await expect(second).rejects.toThrow(
    `${folder} is in use by another Ontoloom chat process (lock ${folder}.lock)`,
  );
  await expect(second).rejects.toThrow(/DATABASE_URL/);
  await release();
  const again = await lockDataFolder(folder, 'Ontoloom chat');
  await again();
});

test('a lock not refreshed for longer than a loaded machine stalls (15 s) still holds', async () => {
  leftLock(15_000);
  await expect(lockDataFolder(folder, 'Ontoloom API')).rejects.toThrow(DataFolderInUseError);
});

test('a lock left by a killed process is taken over once stale, and refreshed by its new holder', async () => {
  const lock = leftLock(DATA_FOLDER_LOCK_STALE_MS + 5_000);
  const release = await lockDataFolder(folder, 'Ontoloom API');
  expect(Date.now() - statSync(lock).mtimeMs).toBeLessThan(DATA_FOLDER_LOCK_STALE_MS);
  await release();
  expect(() => statSync(lock)).toThrow(/ENOENT/);
});

import lockfile from 'proper-lockfile';

/**
 * A lock not refreshed for this long was left by a process that died without releasing it
 * (kill -9, out of memory); a process that exits or is stopped releases its lock at once.
 * The holder refreshes it every `REFRESH_MS`, so only an event loop stalled longer than this
 * could lose it: opening a new PGlite folder holds the loop about 4 s on an idle 2-core machine
 * and about three times that when the machine is loaded, so 10 s was too short.
 */
export const DATA_FOLDER_LOCK_STALE_MS = 30_000;
const REFRESH_MS = 2_000;

/** The folder is held by another process: PGlite is single-process, both would lose writes. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    holder: string,
  ) {
    super(
      `${folder} is in use by another ${holder} process (lock ${folder}.lock). PGlite allows ` +
        'one process per data folder: stop the other process, give this one another DATA_DIR, or ' +
        'run several on PostgreSQL (DATABASE_URL). A lock left by a killed process is taken over ' +
        `${DATA_FOLDER_LOCK_STALE_MS / 1000} s after it died.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * Takes `folder` for this process alone until the returned release is called, or throws
 * DataFolderInUseError naming `holder` ("Ontoloom API", "Ontoloom chat").
 */
export async function lockDataFolder(folder: string, holder: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(folder, {
      stale: DATA_FOLDER_LOCK_STALE_MS,
      update: REFRESH_MS,
      // Should another process take the lock over anyway (this one's event loop stalled past the
      // stale time), stop rather than write beside it.
      onCompromised: (error) => {
        throw new Error(`Lost the lock of ${folder}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new DataFolderInUseError(folder, holder);
    throw error;
  }
}

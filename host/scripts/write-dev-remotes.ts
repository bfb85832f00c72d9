/**
 * Rewrites host/public/remotes.json, the registry the host's dev server hands the browser: every
 * remote of shared/federation/src/remotes.ts on localhost at its dev port and package version.
 * Run after adding a remote or bumping versions (`pnpm --filter @ontoloom/host dev-remotes`);
 * shared/federation/test/remotes.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageVersion } from '@ontoloom/federation';
import { remoteManifestUrl, remotesFile } from '@ontoloom/federation/remotes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = remotesFile((remote) =>
  remoteManifestUrl(
    `http://localhost:${remote.devPort}`,
    packageVersion(join(repoRoot, remote.folder)),
  ),
);
const target = join(repoRoot, 'host', 'public', 'remotes.json');
writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
console.log(`Wrote ${target}`);

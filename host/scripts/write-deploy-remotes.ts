/**
 * Writes the remotes.json of a deployment: every registered remote at
 * http://<PUBLIC_HOST>:<REMOTE_<AREA>_PORT or its dev port>/<its package version>/mf-manifest.json,
 * as docker-compose.yml publishes them. Ops own the file afterwards (pin a version by editing it).
 * Usage: pnpm --filter @ontoloom/host exec tsx scripts/write-deploy-remotes.ts <runtime-dir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageVersion } from '@ontoloom/federation';
import { remoteManifestUrl, remotePortEnvKey, remotesFile } from '@ontoloom/federation/remotes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const target = process.argv[2];
if (!target) throw new Error('usage: write-remotes.ts <runtime-dir>');
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const file = remotesFile((remote) =>
  remoteManifestUrl(
    `http://${publicHost}:${process.env[remotePortEnvKey(remote)] ?? remote.devPort}`,
    packageVersion(join(repoRoot, remote.folder)),
  ),
);
mkdirSync(target, { recursive: true });
writeFileSync(join(target, 'remotes.json'), `${JSON.stringify(file, null, 2)}\n`);
console.log(`Wrote ${join(target, 'remotes.json')}`);

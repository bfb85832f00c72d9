import path from 'node:path';
import { currentMode, defineEarlyConfig, defineHostConfig } from '@ontoloom/federation';

const rootDir = import.meta.dirname;
// Name and dev port: HOST_APP in shared/federation/src/remotes.ts.
const host = (early: boolean) =>
  defineHostConfig({
    rootDir,
    // The manifest asked for while the page started is the runtime's (src/early-requests.ts).
    runtimePlugins: [path.join(rootDir, 'src/early-manifest-plugin.ts')],
    early,
  });

// Production: the early script first (src/early.ts), then the shell, whose page loads it first.
export default currentMode() === 'production'
  ? [defineEarlyConfig({ rootDir }), host(true)]
  : host(false);

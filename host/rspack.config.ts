import path from 'node:path';
import { defineHostConfig } from '@ontoloom/federation';

// Name and dev port: HOST_APP in shared/federation/src/remotes.ts.
export default defineHostConfig({
  rootDir: import.meta.dirname,
  // The manifest asked for while the page started is the runtime's (src/early-requests.ts).
  runtimePlugins: [path.join(import.meta.dirname, 'src/early-manifest-plugin.ts')],
});

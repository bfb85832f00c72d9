import { defineHostConfig } from '@ontoloom/federation';

// Name and dev port: HOST_APP in shared/federation/src/remotes.ts.
export default defineHostConfig({ rootDir: import.meta.dirname });

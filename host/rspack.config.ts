import { defineHostConfig } from '@ontoloom/federation';

export default defineHostConfig({
  name: 'ontoloom_host',
  rootDir: import.meta.dirname,
  devPort: 3000,
});

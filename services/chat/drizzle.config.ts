import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @ontoloom/chat db:generate` after changing src/db/schema; commit the drizzle/ output.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

import { DataFolderInUseError } from '@ontoloom/server-kit/data-folder-lock';
import { startChat } from './index';

const chat = await startChat().catch((error: unknown) => {
  // What the operator must fix, said plainly (no stack trace).
  if (error instanceof DataFolderInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(`  Ontoloom chat service ${chat.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void chat.close().then(() => process.exit(0));
  });
}

import { startChat } from './index';

const chat = await startChat();
console.log(`  Ontoloom chat service ${chat.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void chat.close().then(() => process.exit(0));
  });
}

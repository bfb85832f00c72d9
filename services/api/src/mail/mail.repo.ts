import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The development outbox: one JSON file per mail under DATA_DIR/outbox. */
export function createOutboxRepo(dataDir: string) {
  const folder = join(dataDir, 'outbox');
  return {
    folder,
    async save(message: OutboxMessage): Promise<void> {
      await mkdir(folder, { recursive: true });
      // A sortable, collision-free name: time first, then the message id.
      const name = `${message.created_at.replace(/[:.]/g, '-')}-${message.id}.json`;
      await writeFile(join(folder, name), `${JSON.stringify(message, null, 2)}\n`);
    },
    async list(to?: string): Promise<OutboxMessage[]> {
      let names: string[];
      try {
        names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
      const messages = await Promise.all(
        names.map(async (name) =>
          outboxMessageSchema.parse(JSON.parse(await readFile(join(folder, name), 'utf8'))),
        ),
      );
      const wanted = to?.trim().toLowerCase();
      return messages
        .filter((message) => !wanted || message.to.toLowerCase() === wanted)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

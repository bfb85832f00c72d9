import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A user's conversation with one agent in one context (ontology version or knowledge base). */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The API user's id: threads are their owner's alone. */
    userId: uuid('user_id').notNull(),
    agent: text('agent').notNull(),
    projectId: uuid('project_id').notNull(),
    ontologyVersionId: uuid('ontology_version_id'),
    knowledgeBaseId: uuid('knowledge_base_id'),
    title: text('title').notNull(),
    /** Credits the thread's replies cost, in total. */
    creditsUsed: integer('credits_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Reserved for context the next agents need (a dashboard id). */
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [index('chat_threads_owner_idx').on(table.userId, table.agent, table.projectId)],
);

export type ChatThreadRow = typeof chatThreads.$inferSelect;

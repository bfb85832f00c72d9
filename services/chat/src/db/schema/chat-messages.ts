import type { ChatCitation, ChatProposal, ChatToolActivity } from '@ontoloom/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatThreads } from './chat-threads';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'complete' | 'streaming' | 'stopped' | 'failed'>().notNull(),
    toolCalls: jsonb('tool_calls').$type<ChatToolActivity[]>().notNull().default([]),
    proposal: jsonb('proposal').$type<ChatProposal | null>(),
    /** The sources a reply cites as [1], [2]… (knowledge-base chat); empty for the other agents. */
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    credits: integer('credits').notNull().default(0),
    /** Tokens the provider reported for this reply (prompt + completion); 0 offline. */
    tokens: integer('tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_thread_idx').on(table.threadId, table.createdAt)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

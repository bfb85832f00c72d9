import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ChatAgent, ChatContext } from '@ontoloom/contract';
import type { Database } from '../db/client';
import { chatMessages, chatThreads, type ChatMessageRow } from '../db/schema/index';

const contextMatch = (context: Omit<ChatContext, 'project_id'>) => [
  context.ontology_version_id
    ? eq(chatThreads.ontologyVersionId, context.ontology_version_id)
    : isNull(chatThreads.ontologyVersionId),
  context.knowledge_base_id
    ? eq(chatThreads.knowledgeBaseId, context.knowledge_base_id)
    : isNull(chatThreads.knowledgeBaseId),
];

export function createThreadsRepo(db: Database) {
  return {
    async create(input: { userId: string; agent: ChatAgent; context: ChatContext; title: string }) {
      const [row] = await db
        .insert(chatThreads)
        .values({
          userId: input.userId,
          agent: input.agent,
          projectId: input.context.project_id,
          ontologyVersionId: input.context.ontology_version_id ?? null,
          knowledgeBaseId: input.context.knowledge_base_id ?? null,
          title: input.title,
        })
        .returning();
      return row!;
    },
    list(userId: string, agent: ChatAgent, context: ChatContext, limit: number) {
      return db
        .select()
        .from(chatThreads)
        .where(
          and(
            eq(chatThreads.userId, userId),
            eq(chatThreads.agent, agent),
            eq(chatThreads.projectId, context.project_id),
            ...contextMatch(context),
          ),
        )
        .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
        .limit(limit);
    },
    async countInContext(userId: string, agent: ChatAgent, context: ChatContext) {
      const [row] = await db
        .select({ n: count() })
        .from(chatThreads)
        .where(
          and(
            eq(chatThreads.userId, userId),
            eq(chatThreads.agent, agent),
            eq(chatThreads.projectId, context.project_id),
            ...contextMatch(context),
          ),
        );
      return row?.n ?? 0;
    },
    /** The thread if `userId` owns it: another user's thread does not exist for them. */
    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(chatThreads)
        .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)));
      return row;
    },
    async remove(id: string, userId: string) {
      const rows = await db
        .delete(chatThreads)
        .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)))
        .returning({ id: chatThreads.id });
      return rows.length > 0;
    },
    messages(threadId: string) {
      return db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
    },
    async countMessages(threadId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId));
      return row?.n ?? 0;
    },
    async addMessage(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning();
      return row!;
    },
    async finishMessage(
      id: string,
      values: Pick<
        ChatMessageRow,
        'content' | 'status' | 'toolCalls' | 'proposal' | 'citations' | 'credits' | 'tokens'
      >,
    ) {
      const [row] = await db
        .update(chatMessages)
        .set(values)
        .where(eq(chatMessages.id, id))
        .returning();
      return row!;
    },
    /**
     * Replies a stopped process left streaming, older than any reply may run (so another
     * process's live reply is never touched): marked failed.
     */
    async failInterrupted(olderThan: Date) {
      await db
        .update(chatMessages)
        .set({ status: 'failed' })
        .where(and(eq(chatMessages.status, 'streaming'), lt(chatMessages.createdAt, olderThan)));
    },
    async touch(threadId: string, credits: number, title?: string) {
      await db
        .update(chatThreads)
        .set({
          updatedAt: new Date(),
          creditsUsed: sql`${chatThreads.creditsUsed} + ${credits}`,
          ...(title ? { title } : {}),
        })
        .where(eq(chatThreads.id, threadId));
    },
  };
}

export type ThreadsRepo = ReturnType<typeof createThreadsRepo>;

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dashboards, type DashboardRow } from '../db/schema/index';
import type { Session } from './knowledge-bases.repo';

/** Dashboards of one knowledge base (the caller checked the knowledge base's project). */
export function createDashboardsRepo(db: Database) {
  return {
    list(kbId: string) {
      return db
        .select()
        .from(dashboards)
        .where(eq(dashboards.knowledgeBaseId, kbId))
        .orderBy(asc(dashboards.createdAt), asc(dashboards.id));
    },
    async find(kbId: string, id: string) {
      const [row] = await db
        .select()
        .from(dashboards)
        .where(and(eq(dashboards.knowledgeBaseId, kbId), eq(dashboards.id, id)));
      return row;
    },
    async insert(values: typeof dashboards.$inferInsert, session: Session = db) {
      const [row] = await session.insert(dashboards).values(values).returning();
      return row as DashboardRow;
    },
    async update(id: string, values: Partial<typeof dashboards.$inferInsert>) {
      const [row] = await db
        .update(dashboards)
        .set(values)
        .where(eq(dashboards.id, id))
        .returning();
      return row as DashboardRow;
    },
    delete(id: string) {
      return db.delete(dashboards).where(eq(dashboards.id, id));
    },
  };
}

export type DashboardsRepo = ReturnType<typeof createDashboardsRepo>;

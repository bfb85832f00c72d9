import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import { projects, type ProjectRow } from '../db/schema/index';

/** Every query is scoped to the owner: another user's project simply does not exist here. */
export function createProjectsRepo(db: Database) {
  const owned = (ownerId: string, id: string) =>
    and(eq(projects.ownerId, ownerId), eq(projects.id, id));
  // The hottest reads, built once (drizzle builds a query's SQL anew on every call otherwise).
  const listAll = db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .prepare('projects_list');
  const findOne = db
    .select()
    .from(projects)
    .where(
      and(eq(projects.ownerId, sql.placeholder('ownerId')), eq(projects.id, sql.placeholder('id'))),
    )
    .prepare('projects_find');

  return {
    async list(ownerId: string, search: string | undefined): Promise<ProjectRow[]> {
      if (!search) return listAll.execute({ ownerId });
      const filters: (SQL | undefined)[] = [eq(projects.ownerId, ownerId)];
      if (search) {
        const pattern = containsPattern(search);
        filters.push(or(ilike(projects.name, pattern), ilike(projects.description, pattern)));
      }
      return db
        .select()
        .from(projects)
        .where(and(...filters))
        .orderBy(desc(projects.createdAt), desc(projects.id));
    },

    async find(ownerId: string, id: string): Promise<ProjectRow | undefined> {
      const [row] = await findOne.execute({ ownerId, id });
      return row;
    },

    async insert(row: {
      ownerId: string;
      name: string;
      description: string;
      createdAt: Date;
    }): Promise<ProjectRow> {
      const [created] = await db
        .insert(projects)
        .values({ ...row, updatedAt: row.createdAt })
        .returning();
      if (!created) throw new Error('insert into projects returned no row');
      return created;
    },

    async update(
      ownerId: string,
      id: string,
      patch: { name?: string; description?: string; updatedAt: Date },
    ): Promise<ProjectRow | undefined> {
      const [row] = await db.update(projects).set(patch).where(owned(ownerId, id)).returning();
      return row;
    },

    async delete(ownerId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(projects)
        .where(owned(ownerId, id))
        .returning({ id: projects.id });
      return deleted.length > 0;
    },
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;

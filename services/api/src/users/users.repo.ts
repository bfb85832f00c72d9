import type { UserListQuery, UserSortField, UserStatus } from '@ontoloom/contract';
import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PrincipalChanges } from '../auth/principal-cache';
import type { Database } from '../db/client';
import { containsPattern } from '../db/like';
import { users, userStatus, type NewUserRow, type UserRow } from '../db/schema/index';

// Compile-time guard: the database enum and the contract enum must list the same statuses.
type DbStatus = (typeof userStatus.enumValues)[number];
const statusesMatch: [DbStatus, UserStatus] extends [UserStatus, DbStatus] ? true : never = true;
void statusesMatch;

const sortColumns: Record<UserSortField, AnyColumn> = {
  created_at: users.createdAt,
  email: users.email,
  last_name: users.lastName,
  organization_name: users.organizationName,
  status: users.status,
};

export function createUsersRepo(db: Database, changes?: PrincipalChanges) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      if (!created) throw new Error('insert into users returned no row');
      return created;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByApiKeyHash(apiKeyHash: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.apiKeyHash, apiKeyHash));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async list(query: UserListQuery): Promise<UserRow[]> {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
        filters.push(
          or(
            ilike(users.email, pattern),
            ilike(fullName, pattern),
            ilike(users.organizationName, pattern),
          ) as SQL,
        );
      }
      if (query.status) filters.push(eq(users.status, query.status));
      const sort = query.sort ?? '-created_at';
      const column = sortColumns[sort.replace(/^-/, '') as UserSortField];
      const direction = sort.startsWith('-') ? desc : asc;
      return db
        .select()
        .from(users)
        .where(and(...filters))
        .orderBy(direction(column), direction(users.id));
    },

    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      changes?.userChanged(id);
      return row;
    },

    /** Compare-and-set so two concurrent changes cannot both pass the transition check. */
    async updateStatus(
      id: string,
      from: UserStatus,
      patch: Partial<NewUserRow> & { status: UserStatus },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set(patch)
        .where(and(eq(users.id, id), eq(users.status, from)))
        .returning();
      if (row) changes?.userChanged(id);
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

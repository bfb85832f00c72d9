import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcLoginStates, userIdentities, users, type UserRow } from '../../db/schema/index';

export function createOidcRepo(db: Database) {
  return {
    async insertState(row: typeof oidcLoginStates.$inferInsert, now: Date) {
      // Abandoned sign-ins are cleared as new ones start.
      await db.delete(oidcLoginStates).where(lte(oidcLoginStates.expiresAt, now));
      await db.insert(oidcLoginStates).values(row);
    },

    /** Takes the pending sign-in out (single use), whatever happens next. */
    async takeState(stateHash: string) {
      const [row] = await db
        .delete(oidcLoginStates)
        .where(eq(oidcLoginStates.stateHash, stateHash))
        .returning();
      return row;
    },

    async findUserByIdentity(provider: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row?.user;
    },

    async linkIdentity(userId: string, provider: string, subject: string) {
      await db.insert(userIdentities).values({ userId, provider, subject }).onConflictDoNothing();
    },
  };
}

export type OidcRepo = ReturnType<typeof createOidcRepo>;

import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { PrincipalChanges } from './principal-cache';
import {
  accessTokens,
  emailVerificationTokens,
  passwordResetTokens,
  users,
  type UserRow,
} from '../db/schema/index';

export function createAuthRepo(db: Database, changes?: PrincipalChanges) {
  // Every signed-in request not in the cache asks this: built once.
  const userByToken = db
    .select({ user: users, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_user_by_token');
  return {
    async insertAccessToken(row: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(accessTokens).values(row);
    },

    /** The token's user, only while the token has not expired. */
    async findUserByAccessToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      const [row] = await userByToken.execute({ tokenHash, now });
      return row;
    },

    async deleteAccessToken(tokenHash: string) {
      await db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
      changes?.tokenRevoked(tokenHash);
    },

    async deleteAccessTokens(userId: string) {
      await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
      changes?.userChanged(userId);
    },

    async deleteExpiredAccessTokens(userId: string, now: Date) {
      await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.userId, userId), lte(accessTokens.expiresAt, now)));
    },

    async insertVerificationToken(row: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(emailVerificationTokens).values(row);
    },

    async findVerificationToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Marks the token used and the user's address verified in one transaction. The
     * `used_at IS NULL` guard makes the token single-use even under concurrent requests.
     */
    async consumeVerificationToken(tokenId: string, now: Date): Promise<boolean> {
      const userId = await db.transaction(async (tx) => {
        const [token] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.id, tokenId),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId });
        if (!token) return null;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        return token.userId;
      });
      if (userId) changes?.userChanged(userId);
      return userId !== null;
    },

    async insertResetToken(row: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(row);
    },

    async findResetToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses the token, sets the new password, ends every session, revokes the API key and voids
     * every other pending reset link of the user, all or nothing. The guard on `used_at` makes
     * it single-use.
     */
    async consumeResetToken(tokenId: string, passwordHash: string, now: Date): Promise<boolean> {
      const userId = await db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.id, tokenId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)),
          );
        await tx.delete(accessTokens).where(eq(accessTokens.userId, token.userId));
        const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
        await tx
          .update(users)
          .set({
            passwordHash,
            // Whoever took over the account may have made a key: it goes with the sessions.
            apiKeyHash: null,
            apiKeyMasked: null,
            apiKeyCreatedAt: null,
            updatedAt: now,
            // The link arrived in the mailbox, which proves the address as well.
            emailVerifiedAt: user?.emailVerifiedAt ?? now,
          })
          .where(eq(users.id, token.userId));
        return token.userId;
      });
      if (userId) changes?.userChanged(userId);
      return userId !== null;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

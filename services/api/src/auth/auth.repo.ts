import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accessTokens,
  emailVerificationTokens,
  passwordResetTokens,
  users,
  type UserRow,
} from '../db/schema/index';

export function createAuthRepo(db: Database) {
  return {
    async insertAccessToken(row: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(accessTokens).values(row);
    },

    /** The token's user, only while the token has not expired. */
    async findUserByAccessToken(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, now)));
      return row?.user;
    },

    async deleteAccessToken(tokenHash: string) {
      await db.delete(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
    },

    async deleteAccessTokens(userId: string) {
      await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
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
      return db.transaction(async (tx) => {
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
        if (!token) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        return true;
      });
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
      return db.transaction(async (tx) => {
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
        if (!token) return false;
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
        return true;
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

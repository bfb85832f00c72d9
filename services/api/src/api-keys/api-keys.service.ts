import type { ApiKeyResponse } from '@ontoloom/contract';
import { newOpaqueToken, sha256 } from '../auth/secrets';
import type { UserRow } from '../db/schema/index';
import { requireActive } from '../users/active-account';
import type { UsersRepo } from '../users/users.repo';

export const API_KEY_PREFIX = 'olk_';

/** What the user sees after creation: the prefix and the last four characters. */
export const maskApiKey = (key: string): string => `${API_KEY_PREFIX}…${key.slice(-4)}`;

/**
 * One API key per user, accepted wherever a bearer access token is. Rotating replaces the
 * stored hash, so the previous key stops working at once.
 */
export function createApiKeysService(deps: { usersRepo: UsersRepo; now: () => Date }) {
  const { usersRepo, now } = deps;
  return {
    async createOrRotate(actor: UserRow): Promise<ApiKeyResponse> {
      // An API key gives full access, which only active accounts have.
      requireActive(actor);
      const key = newOpaqueToken(API_KEY_PREFIX);
      const at = now();
      const masked = maskApiKey(key);
      await usersRepo.update(actor.id, {
        apiKeyHash: sha256(key),
        apiKeyMasked: masked,
        apiKeyCreatedAt: at,
        updatedAt: at,
      });
      return { api_key: key, masked_api_key: masked, api_key_created_at: at.toISOString() };
    },

    /** The user behind an API key (which does not expire), or undefined for an unknown or rotated key. */
    async authenticate(key: string): Promise<{ user: UserRow; expiresAt: null } | undefined> {
      if (!key.startsWith(API_KEY_PREFIX)) return undefined;
      const user = await usersRepo.findByApiKeyHash(sha256(key));
      return user && { user, expiresAt: null };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

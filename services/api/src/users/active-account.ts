import type { UserRow } from '../db/schema/index';
import { ForbiddenError } from '../errors';

/** Full access (projects, everything in them, API keys, uploads) needs an active account. */
export function requireActive(actor: UserRow): void {
  if (actor.status !== 'active') {
    throw new ForbiddenError(
      'account_inactive',
      `Your account is not active (status: ${actor.status})`,
    );
  }
}

import {
  canChangeUserStatus,
  type CurrentUser,
  type CurrentUserPatch,
  type OnboardingInfo,
  type User,
  type UserListQuery,
  type UserStatus,
} from '@ontoloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../db/schema/index';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { Mailer } from '../mail/mail.service';
import { approvalMail } from './approval-mail';
import type { UsersRepo } from './users.repo';
import { toCurrentUser, toUser } from './user-view';

export function requireSuperAdmin(actor: UserRow): void {
  if (!actor.isSuperAdmin)
    throw new ForbiddenError('super_admin_required', 'Super admin access required');
}

/** Admin changes to `active` that approve an account (not a reactivation): the user gets a mail. */
const APPROVED_FROM: readonly UserStatus[] = ['pending_admin_review', 'refused'];

export function createUsersService(deps: {
  usersRepo: UsersRepo;
  mailer: Mailer;
  webUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { usersRepo, mailer, now, log } = deps;

  async function findOrFail(id: string): Promise<UserRow> {
    const user = await usersRepo.findById(id);
    if (!user) throw new NotFoundError('user_not_found', 'User');
    return user;
  }

  return {
    currentUser: (actor: UserRow): CurrentUser => toCurrentUser(actor),

    async updateProfile(actor: UserRow, patch: CurrentUserPatch): Promise<CurrentUser> {
      const updated = await usersRepo.update(actor.id, {
        ...(patch.first_name === undefined ? {} : { firstName: patch.first_name }),
        ...(patch.last_name === undefined ? {} : { lastName: patch.last_name }),
        ...(patch.organization_name === undefined
          ? {}
          : { organizationName: patch.organization_name }),
        updatedAt: now(),
      });
      if (!updated) throw new NotFoundError('user_not_found', 'User');
      return toCurrentUser(updated);
    },

    async submitOnboarding(actor: UserRow, info: OnboardingInfo): Promise<CurrentUser> {
      if (actor.status !== 'pending_onboarding_info') {
        throw new ValidationError(
          'onboarding_not_pending',
          `Onboarding info can only be submitted while the status is pending_onboarding_info (current status: ${actor.status})`,
        );
      }
      const updated = await usersRepo.updateStatus(actor.id, 'pending_onboarding_info', {
        status: 'pending_admin_review',
        onboardingInfo: info,
        updatedAt: now(),
      });
      if (!updated)
        throw new ValidationError(
          'onboarding_already_submitted',
          'Onboarding info was already submitted',
        );
      return toCurrentUser(updated);
    },

    async list(actor: UserRow, query: UserListQuery): Promise<User[]> {
      requireSuperAdmin(actor);
      return (await usersRepo.list(query)).map(toUser);
    },

    /** Users may read themselves; everyone else is for super admins. */
    async get(actor: UserRow, id: string): Promise<User> {
      if (actor.id !== id) requireSuperAdmin(actor);
      return toUser(await findOrFail(id));
    },

    async changeStatus(actor: UserRow, id: string, status: UserStatus): Promise<User> {
      requireSuperAdmin(actor);
      // Guards against an admin locking everyone out, including themselves.
      if (actor.id === id)
        throw new ValidationError('own_status_change', 'You cannot change your own status');
      const user = await findOrFail(id);
      if (!canChangeUserStatus(user.status, status)) {
        throw new ValidationError(
          'status_transition_invalid',
          `Cannot change status from ${user.status} to ${status}`,
        );
      }
      const updated = await usersRepo.updateStatus(id, user.status, { status, updatedAt: now() });
      if (!updated)
        throw new ValidationError(
          'status_changed_meanwhile',
          'The status changed meanwhile; reload and try again',
        );
      if (status === 'active' && APPROVED_FROM.includes(user.status)) {
        const message = approvalMail({
          to: updated.email,
          firstName: updated.firstName,
          webUrl: deps.webUrl,
        });
        // The approval stands either way; the user can still sign in without the mail.
        await mailer.send(message).catch((error: unknown) => {
          log.error({ err: error, to: updated.email }, 'approval mail could not be sent');
        });
      }
      return toUser(updated);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

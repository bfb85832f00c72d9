import type { UserStatus } from '@ontoloom/contract';

export type StatusAction = 'approve' | 'refuse' | 'deactivate' | 'reactivate';

type Transition = { action: StatusAction; to: UserStatus };

/**
 * What an admin may do from each status. Mirrors the API's rule (services/api users.service)
 * so only buttons the server will accept are shown.
 */
export const STATUS_TRANSITIONS: Record<UserStatus, readonly Transition[]> = {
  pending_onboarding_info: [{ action: 'deactivate', to: 'inactive' }],
  pending_admin_review: [
    { action: 'approve', to: 'active' },
    { action: 'refuse', to: 'refused' },
    { action: 'deactivate', to: 'inactive' },
  ],
  refused: [
    { action: 'approve', to: 'active' },
    { action: 'deactivate', to: 'inactive' },
  ],
  active: [{ action: 'deactivate', to: 'inactive' }],
  inactive: [{ action: 'reactivate', to: 'active' }],
};

export const STATUS_COLORS: Record<UserStatus, string> = {
  pending_onboarding_info: 'gray',
  pending_admin_review: 'orange',
  active: 'green',
  inactive: 'gray',
  refused: 'red',
};

import { ADMIN_STATUS_TRANSITIONS, userStatusSchema, type UserStatus } from '@ontoloom/contract';

export type StatusAction = 'approve' | 'refuse' | 'deactivate' | 'reactivate';

type Transition = { action: StatusAction; to: UserStatus };

/** The button for a change: activating an inactive account reads "reactivate", not "approve". */
const actionFor = (from: UserStatus, to: UserStatus): StatusAction => {
  if (to === 'refused') return 'refuse';
  if (to === 'inactive') return 'deactivate';
  return from === 'inactive' ? 'reactivate' : 'approve';
};

/**
 * What an admin may do from each status, derived from the contract's one transition table
 * (the API enforces the same table), so only buttons the server accepts are shown.
 */
export const STATUS_TRANSITIONS = userStatusSchema.options.reduce(
  (table, from) => ({
    ...table,
    [from]: ADMIN_STATUS_TRANSITIONS[from].map((to) => ({ action: actionFor(from, to), to })),
  }),
  {} as Record<UserStatus, readonly Transition[]>,
);

export const STATUS_COLORS: Record<UserStatus, string> = {
  pending_onboarding_info: 'gray',
  pending_admin_review: 'orange',
  active: 'green',
  inactive: 'gray',
  refused: 'red',
};

// What every page needs (`@ontoloom/contract/session`): the API's versions, its error body and
// codes, endpoint paths, and the calls of signing in and of the signed-in user. A shared module of
// its own, in the host's first bundle; the rest of the contract (the other areas' schemas and the
// full endpoint table) is shared too but loads when a page first uses it, so the sign-in screen
// does not carry it. The platform takes values only from here (eslint.boundaries.mjs).
export * from './common';
export * from './errors';
export * from './define-endpoint';
export { chatLimits } from './limits';
export { usersAuthEndpoints } from './endpoints/users-auth';

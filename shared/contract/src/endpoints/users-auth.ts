import {
  authTokenSchema,
  confirmResetPasswordBodySchema,
  oauthUrlsQuerySchema,
  oauthUrlsResponseSchema,
  providerParamsSchema,
  providerTokenBodySchema,
  registerBodySchema,
  resendVerificationEmailBodySchema,
  resetPasswordBodySchema,
  tokenBodySchema,
  verifyEmailBodySchema,
} from '../auth';
import { messageResponseSchema, noContentSchema, rootInfoSchema } from '../common';
import { defineEndpoint } from '../define-endpoint';
import { currentUserPatchSchema, currentUserSchema, onboardingInfoSchema } from '../users';

const authEndpoint = { auth: 'exempt', apiVersion: true, tag: 'auth' } as const;
/** The signed-in user's own calls and user administration share these. */
export const userEndpoint = { auth: 'bearer', apiVersion: true, tag: 'users' } as const;

export const rootEndpoints = {
  getRoot: defineEndpoint({
    method: 'GET',
    path: '/',
    response: rootInfoSchema,
    status: 200,
    auth: 'exempt',
    apiVersion: false,
    summary: 'Service name and versions',
    tag: 'meta',
  }),
};

export const authEndpoints = {
  register: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    response: messageResponseSchema,
    status: 201,
    summary: 'Create an account and send the verification email',
  }),
  verifyEmail: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailBodySchema,
    response: messageResponseSchema,
    status: 200,
    summary: 'Confirm an email address with the mailed token',
  }),
  resendVerificationEmail: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/resend-verification-email',
    body: resendVerificationEmailBodySchema,
    response: messageResponseSchema,
    status: 200,
    summary: 'Send the verification email again',
  }),
  token: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/token',
    body: tokenBodySchema,
    response: authTokenSchema,
    status: 200,
    summary: 'Sign in with email and password',
  }),
  resetPassword: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    status: 200,
    summary: 'Mail a password reset link',
  }),
  confirmResetPassword: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/reset-password/confirm',
    body: confirmResetPasswordBodySchema,
    response: messageResponseSchema,
    status: 200,
    summary: 'Set a new password with the mailed reset token',
  }),
  getOauthUrls: defineEndpoint({
    ...authEndpoint,
    method: 'GET',
    path: '/api/auth/oauth-urls',
    query: oauthUrlsQuerySchema,
    response: oauthUrlsResponseSchema,
    status: 200,
    summary: 'Authorize URLs of the configured identity providers',
  }),
  // Sent with credentials (the OIDC state cookie) but without a bearer: the user has none yet.
  providerToken: defineEndpoint({
    ...authEndpoint,
    method: 'POST',
    path: '/api/auth/{provider}/token',
    params: providerParamsSchema,
    body: providerTokenBodySchema,
    response: authTokenSchema,
    status: 200,
    summary: 'Exchange an identity provider code for an access token',
  }),
};

/** Ending sessions needs the session: these carry the bearer, unlike the other auth calls. */
export const sessionEndpoints = {
  logout: defineEndpoint({
    ...authEndpoint,
    auth: 'bearer',
    method: 'POST',
    path: '/api/auth/logout',
    response: noContentSchema,
    status: 204,
    summary: 'Sign out: revoke the access token of this request (an API key stays valid)',
  }),
  logoutAll: defineEndpoint({
    ...authEndpoint,
    auth: 'bearer',
    method: 'POST',
    path: '/api/auth/logout-all',
    response: noContentSchema,
    status: 204,
    summary: "Sign out everywhere: revoke all the user's access tokens (the API key stays valid)",
  }),
};

export const userEndpoints = {
  getCurrentUser: defineEndpoint({
    ...userEndpoint,
    apiVersion: false,
    method: 'GET',
    path: '/api/users/me',
    response: currentUserSchema,
    status: 200,
    summary: 'The signed-in user',
  }),
  updateCurrentUser: defineEndpoint({
    ...userEndpoint,
    method: 'PATCH',
    path: '/api/users/me',
    body: currentUserPatchSchema,
    response: currentUserSchema,
    status: 200,
    summary: 'Edit your own names and organization',
  }),
  updateOnboarding: defineEndpoint({
    ...userEndpoint,
    method: 'PATCH',
    path: '/api/users/me/onboarding',
    body: onboardingInfoSchema,
    response: currentUserSchema,
    status: 200,
    summary: 'Submit onboarding info; moves the user to admin review',
  }),
};

/**
 * This file's calls in one table: the ones the first screen and the signed-in shell make (user
 * administration and the API key are in ./users-admin, with the rest of the contract).
 */
export const usersAuthEndpoints = {
  ...rootEndpoints,
  ...authEndpoints,
  ...sessionEndpoints,
  ...userEndpoints,
};

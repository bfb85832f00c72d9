import { z } from 'zod';
import { text } from './common';

export const authTokenSchema = z.object({
  token_type: z.literal('bearer'),
  access_token: z.string().min(1),
  next_authorize_url: z.string().nullable().optional(),
});
export type AuthToken = z.infer<typeof authTokenSchema>;

const emailSchema = z.email().max(320);
export const passwordSchema = text().min(8).max(128);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: text().trim().min(1).max(100),
  last_name: text().trim().min(1).max(100),
  organization_name: text().trim().min(1).max(200),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenBodySchema = z.object({
  email: emailSchema,
  // No length rule on sign-in: a wrong password must get 401, not a 422 hint.
  password: text().min(1).max(1024),
});
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const verifyEmailBodySchema = z.object({ token: text().min(1).max(512) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resendVerificationEmailBodySchema = z.object({ email: emailSchema });
export type ResendVerificationEmailBody = z.infer<typeof resendVerificationEmailBodySchema>;

/** Asks for a reset link by mail; the answer never reveals whether the address exists. */
export const resetPasswordBodySchema = z.object({ email: emailSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmResetPasswordBodySchema = z.object({
  token: text().min(1).max(512),
  password: passwordSchema,
});
export type ConfirmResetPasswordBody = z.infer<typeof confirmResetPasswordBodySchema>;

export const oauthUrlsQuerySchema = z.object({
  /** Where the browser should land after sign-in; carried through the OIDC state. */
  redirect: text().max(2000).optional(),
});
export type OauthUrlsQuery = z.infer<typeof oauthUrlsQuerySchema>;

export const oauthProviderUrlSchema = z.object({
  provider: z.string().min(1),
  display_name: z.string(),
  authorize_url: z.url(),
});
export type OauthProviderUrl = z.infer<typeof oauthProviderUrlSchema>;

/** One authorize URL per configured identity provider (empty when none is configured). */
export const oauthUrlsResponseSchema = z.object({ providers: z.array(oauthProviderUrlSchema) });
export type OauthUrlsResponse = z.infer<typeof oauthUrlsResponseSchema>;

export const providerParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,64}$/) });
export type ProviderParams = z.infer<typeof providerParamsSchema>;

export const providerTokenBodySchema = z.object({
  code: text().min(1),
  state: text().min(1),
  /** The provider's `iss` callback param (RFC 9207), passed on when it sends one. */
  iss: text().min(1).max(2000).optional(),
});
export type ProviderTokenBody = z.infer<typeof providerTokenBodySchema>;

import * as z from 'zod/mini';
import { singleLineText } from './common';

export const authTokenSchema = z.object({
  token_type: z.literal('bearer'),
  access_token: z.string().check(z.minLength(1)),
  next_authorize_url: z.optional(z.nullable(z.string())),
});
export type AuthToken = z.infer<typeof authTokenSchema>;

const emailSchema = z.email().check(z.maxLength(320));
export const passwordSchema = singleLineText(z.minLength(8), z.maxLength(128));

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(100)),
  last_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(100)),
  organization_name: singleLineText(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenBodySchema = z.object({
  email: emailSchema,
  // No length rule on sign-in: a wrong password must get 401, not a 422 hint.
  password: singleLineText(z.minLength(1), z.maxLength(1024)),
});
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const verifyEmailBodySchema = z.object({
  token: singleLineText(z.minLength(1), z.maxLength(512)),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resendVerificationEmailBodySchema = z.object({ email: emailSchema });
export type ResendVerificationEmailBody = z.infer<typeof resendVerificationEmailBodySchema>;

/** Asks for a reset link by mail; the answer never reveals whether the address exists. */
export const resetPasswordBodySchema = z.object({ email: emailSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const confirmResetPasswordBodySchema = z.object({
  token: singleLineText(z.minLength(1), z.maxLength(512)),
  password: passwordSchema,
});
export type ConfirmResetPasswordBody = z.infer<typeof confirmResetPasswordBodySchema>;

export const oauthUrlsQuerySchema = z.object({
  /** Where the browser should land after sign-in; carried through the OIDC state. */
  redirect: z.optional(singleLineText(z.maxLength(2000))),
});
export type OauthUrlsQuery = z.infer<typeof oauthUrlsQuerySchema>;

export const oauthProviderUrlSchema = z.object({
  provider: z.string().check(z.minLength(1)),
  display_name: z.string(),
  authorize_url: z.url(),
});
export type OauthProviderUrl = z.infer<typeof oauthProviderUrlSchema>;

/** One authorize URL per configured identity provider (empty when none is configured). */
export const oauthUrlsResponseSchema = z.object({ providers: z.array(oauthProviderUrlSchema) });
export type OauthUrlsResponse = z.infer<typeof oauthUrlsResponseSchema>;

export const providerParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
});
export type ProviderParams = z.infer<typeof providerParamsSchema>;

export const providerTokenBodySchema = z.object({
  code: singleLineText(z.minLength(1)),
  state: singleLineText(z.minLength(1)),
  /** The provider's `iss` callback param (RFC 9207), passed on when it sends one. */
  iss: z.optional(singleLineText(z.minLength(1), z.maxLength(2000))),
});
export type ProviderTokenBody = z.infer<typeof providerTokenBodySchema>;

import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One pending OIDC sign-in: the PKCE verifier and nonce stay on the server, keyed by the hashed
 * `state`; the browser also holds a cookie binding the state to itself (no login CSRF).
 */
export const oidcLoginStates = pgTable('oidc_login_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull().unique(),
  bindingHash: text('binding_hash').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

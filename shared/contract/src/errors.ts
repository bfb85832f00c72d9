import * as z from 'zod/mini';

/**
 * Every error body's `code`: one stable name per meaning, so clients decide and translate by code
 * and the English `detail` is only a fallback (issue 11). Services throw with a code from this
 * list (a misspelt code does not compile); the UI keeps one translation per code.
 */
export const ERROR_CODES = [
  // Any request
  'validation_failed',
  'bad_request',
  'route_not_found',
  'body_too_large',
  'unsupported_media_type',
  'rate_limited',
  'quota_exceeded',
  'api_version_invalid',
  'api_version_unsupported',
  'internal_error',
  // The web app's own: a page address whose search params are not valid (a damaged link)
  'link_invalid',
  // Who is asking
  'not_authenticated',
  'invalid_credentials',
  'personal_email_refused',
  'email_not_verified',
  'account_inactive',
  'super_admin_required',
  'identity_unverified',
  'identity_provider_not_found',
  'sign_in_attempt_expired',
  'invalid_authorization_code',
  // Email and password links
  'email_already_verified',
  'verification_link_invalid',
  'verification_link_used',
  'verification_link_expired',
  'reset_link_invalid',
  'reset_link_used',
  'reset_link_expired',
  // Users
  'user_not_found',
  'onboarding_not_pending',
  'onboarding_already_submitted',
  'own_status_change',
  'status_transition_invalid',
  'status_changed_meanwhile',
  // Projects and their contents (spec section 7: typed not-found errors)
  'project_not_found',
  'collection_not_found',
  'collection_archived',
  'collection_already_archived',
  'collection_not_archived',
  'document_not_found',
  'document_name_taken',
  'ontology_not_found',
  'ontology_version_not_found',
  'ontology_archived',
  'ontology_already_archived',
  'ontology_not_archived',
  'ontology_invalid',
  'ontology_too_large',
  'run_not_found',
  'run_step_not_ready',
  'run_step_running',
  'run_committed',
  'run_archived',
  'run_already_archived',
  'run_not_archived',
  'run_not_running',
  'run_nothing_to_retry',
  'run_nothing_to_undo',
  'run_results_not_ready',
  'llm_not_configured',
  'document_failed',
  'knowledge_base_not_found',
  'knowledge_base_archived',
  'knowledge_base_already_archived',
  'knowledge_base_not_archived',
  'knowledge_base_run_mismatch',
  'knowledge_base_run_already_added',
  'run_not_committed',
  'entity_not_found',
  'dashboard_not_found',
  'dashboard_query_invalid',
  // A widget's query ran past its time limit (reported in that widget's error).
  'dashboard_query_timeout',
  // Chat assistants
  'chat_thread_not_found',
  'chat_agent_unavailable',
  'chat_context_invalid',
  'chat_thread_full',
  'chat_reply_in_progress',
  'chat_llm_failed',
  // Files
  'upload_folder_not_found',
  'upload_not_found',
  'upload_url_used',
  'upload_signature_invalid',
  'upload_url_expired',
  'upload_refused',
  'file_not_found',
  'file_too_large',
  'collection_too_large',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorItemSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** 1-based position in a submitted text (e.g. an ontology YAML), when the error has one. */
  line: z.optional(z.int().check(z.positive())),
  column: z.optional(z.int().check(z.positive())),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** An `x-request-id` a client may send: up to 64 safe characters; another one is replaced. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Every error body: a `code` to decide and translate by, an English `detail` for people and
 * logs, the `request_id` that finds the server's log line, and `errors` on 422 validation failures.
 */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: errorCodeSchema,
  request_id: z.string(),
  errors: z.optional(z.array(errorItemSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id of a request: a safe incoming `x-request-id` (set by a proxy, say), else a new one. */
export const requestIdOf = (header: unknown): string =>
  typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : crypto.randomUUID();

/** The code of an error known only by its HTTP status (the framework's own client errors). */
export const codeForStatus = (status: number): ErrorCode => {
  if (status >= 500) return 'internal_error';
  const byStatus: Record<number, ErrorCode> = {
    401: 'not_authenticated',
    404: 'route_not_found',
    413: 'body_too_large',
    415: 'unsupported_media_type',
    422: 'validation_failed',
    429: 'rate_limited',
  };
  return byStatus[status] ?? 'bad_request';
};

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API answers JSON (and bytes of documents): nothing it serves may run script, load anything,
 * be framed or submit a form. A user's uploaded HTML document opened from the API stays inert.
 */
const apiContentSecurityPolicy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The OpenAPI explorer (swagger UI at /api/docs): its own files only; no inline script (its
 * React components set inline styles). */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
].join('; ');

/**
 * Security headers on every response (helmet): the CSP above, X-Frame-Options DENY,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, and helmet's other defaults.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: apiContentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

import type { FastifyStaticOptions } from '@fastify/static';

/** A content-hashed build file (`main.1a2b3c4d.js`, `225.34305321.js.map`), maybe precompressed. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';

/**
 * How the stack serves a build folder (host and remotes alike): the `.br` / `.gz` files the build
 * wrote beside each asset, chosen by Accept-Encoding (with `Vary: Accept-Encoding`); hashed files
 * cached for a year as immutable; anything un-hashed (index.html, mf-manifest.json,
 * remoteEntry.js, favicon) never stored, since it names the current hashed files.
 *
 * nginx equivalent: `gzip_static on; brotli_static on;` (ngx_brotli), a `location ~
 * "\.[0-9a-f]{8}\."` with `add_header Cache-Control "public, max-age=31536000, immutable"` and
 * `add_header Cache-Control no-store` elsewhere. Caddy: `file_server { precompressed br gzip }`
 * with the same two `header` rules.
 */
export const staticFiles = (root: string): FastifyStaticOptions => ({
  root,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, path) => {
    reply.header('cache-control', HASHED.test(path) ? IMMUTABLE : NO_STORE);
  },
});

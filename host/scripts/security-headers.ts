/**
 * The security headers of every web origin `start-stack.ts` serves (the host and each remote):
 * one policy, computed from the runtime files the browser itself reads, so re-pointing a remote
 * in remotes.json or the API in config.json moves the policy with it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRemoteRegistry } from '@ontoloom/federation/runtime';
import { DATADOG_INTAKE_ORIGIN } from '@ontoloom/platform/datadog-site';

/** What the policy depends on: the parsed remotes.json and config.json. */
export type WebPolicyInputs = {
  remoteEntries: string[];
  config: { API_URL?: string; CHAT_URL?: string; MONITORING_ENABLED?: string };
};

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return []; // relative (same origin, covered by 'self') or not a URL at all
  }
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * Scripts only from this origin and the remotes' (no inline script, no eval: zod runs jitless);
 * fetches to the API, the chat service, the remotes (manifests, pdf.js worker) and, with
 * monitoring on, Datadog. Styles, images and fonts also come from the remotes (a remote's CSS
 * chunks); styles may be inline: Chakra (emotion) and CodeMirror inject them. pdf.js starts its
 * worker from a blob: URL.
 */
export function webContentSecurityPolicy({ remoteEntries, config }: WebPolicyInputs): string {
  const remotes = unique(remoteEntries.flatMap(originOf));
  const monitoring = config.MONITORING_ENABLED === 'true' ? [DATADOG_INTAKE_ORIGIN] : [];
  const connect = unique([
    ...originOf(config.API_URL),
    ...originOf(config.CHAT_URL),
    ...remotes,
    ...monitoring,
  ]);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...remotes].join(' ')}`,
    "script-src-attr 'none'",
    `style-src ${["'self'", "'unsafe-inline'", ...remotes].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...remotes].join(' ')}`,
    `font-src ${["'self'", 'data:', ...remotes].join(' ')}`,
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function webSecurityHeaders(inputs: WebPolicyInputs): Record<string, string> {
  return {
    'content-security-policy': webContentSecurityPolicy(inputs),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

/** Reads remotes.json and config.json under runtimeDir; an unreadable file allows no extra origin. */
export function readWebPolicyInputs(runtimeDir: string): WebPolicyInputs {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(runtimeDir, file), 'utf8'));
    } catch {
      return null;
    }
  };
  let remoteEntries: string[] = [];
  try {
    remoteEntries = parseRemoteRegistry(read('remotes.json')).remotes.map((remote) => remote.entry);
  } catch {
    // The host reports a broken remotes.json itself; the policy just allows no remote.
  }
  const config = read('config.json');
  return {
    remoteEntries,
    config:
      typeof config === 'object' && config !== null ? (config as WebPolicyInputs['config']) : {},
  };
}

/** The headers for `runtimeDir`'s current files, recomputed only when one of them changed. */
export function createWebSecurityHeaders(runtimeDir: string): () => Record<string, string> {
  let key = '';
  let headers: Record<string, string> = {};
  const stamp = (file: string) => {
    try {
      return String(statSync(join(runtimeDir, file)).mtimeMs);
    } catch {
      return 'missing';
    }
  };
  return () => {
    const current = `${stamp('remotes.json')}|${stamp('config.json')}`;
    if (current !== key) {
      headers = webSecurityHeaders(readWebPolicyInputs(runtimeDir));
      key = current;
    }
    return headers;
  };
}

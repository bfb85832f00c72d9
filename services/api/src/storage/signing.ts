import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type Signer = {
  sign(parts: (string | number)[]): string;
  verify(parts: (string | number)[], signature: string): boolean;
};

/** HMAC-SHA256 over the newline-joined parts; a newline inside a part cannot forge another split. */
export function createSigner(secret: string): Signer {
  const sign = (parts: (string | number)[]) =>
    createHmac('sha256', secret)
      .update(parts.map((part) => String(part).replace(/\n/g, ' ')).join('\n'))
      .digest('base64url');
  return {
    sign,
    verify(parts, signature) {
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The configured secret, else one generated on first start and kept beside the data. */
export function loadStorageSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'storage-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 defaults to argon2id with OWASP-level parameters. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Opaque random token; the prefix makes leaked tokens easy to recognise in logs and scanners. */
export const newOpaqueToken = (prefix: string): string =>
  `${prefix}${randomBytes(32).toString('base64url')}`;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

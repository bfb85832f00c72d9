import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isOrganizationalEmail } from '@ontoloom/contract';
import { hashPassword, verifyPassword } from '../auth/secrets';
import type { Config } from '../config';
import type { UsersRepo } from '../users/users.repo';

export type SeededAdmin = { email: string; password: string | null };

export const initialAdminPasswordFile = (dataDir: string) =>
  join(dataDir, 'initial-admin-password');

/**
 * Makes sure the configured super admin exists and can sign in. With ADMIN_PASSWORD the
 * environment is the source of truth; without it a random password is generated once and kept in
 * DATA_DIR/initial-admin-password (delete the file once you have stored it elsewhere).
 */
export async function seedSuperAdmin(deps: {
  config: Config;
  usersRepo: UsersRepo;
  now: () => Date;
}): Promise<SeededAdmin> {
  const { config, usersRepo, now } = deps;
  const { email } = config.admin;
  const passwordFile = initialAdminPasswordFile(config.dataDir);
  const existing = await usersRepo.findByEmail(email);

  let password = config.admin.password ?? null;
  if (!password && !existing) {
    password = randomBytes(18).toString('base64url');
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  if (!password && existsSync(passwordFile)) {
    password = readFileSync(passwordFile, 'utf8').trim();
  }

  const admin = { isSuperAdmin: true, status: 'active' as const, updatedAt: now() };
  if (!existing) {
    await usersRepo.insert({
      ...admin,
      email,
      passwordHash: await hashPassword(password as string),
      firstName: 'Super',
      lastName: 'Admin',
      organizationName: 'Ontoloom',
      isOrganizationalEmail: isOrganizationalEmail(email),
      emailVerifiedAt: now(),
    });
  } else if (config.admin.password) {
    const samePassword = await verifyPassword(existing.passwordHash, config.admin.password);
    await usersRepo.update(existing.id, {
      ...admin,
      emailVerifiedAt: existing.emailVerifiedAt ?? now(),
      ...(samePassword ? {} : { passwordHash: await hashPassword(config.admin.password) }),
    });
  }
  return { email, password };
}

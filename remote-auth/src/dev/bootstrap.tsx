import { mountOf } from '@ontoloom/federation/remotes';
import { devShellMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted at /auth as in the host, reachable signed out; its own /auth/login replaces the
// shell's dev sign-in, and `/` sends signed-in users on by status as the host's root does.
// Name and mount path: this remote's entry in the registry (shared/federation/src/remotes.ts).
const mount = mountOf('remote_auth');

void startDevShell({
  remoteName: mount.remote,
  devSignIn: false,
  // Signed in, `/` lists the screens to try (sign out first for the signed-out ones).
  links: [
    '/auth/login',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/auth/email-verification',
    '/auth/onboarding',
    '/auth/inactive',
  ],
  // Public, at its registry path; its index route sends `/auth` to the sign-in page.
  mounts: devShellMounts(mount, routes),
});

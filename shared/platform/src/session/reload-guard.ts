import { reloadPage } from './reload-page';

/** sessionStorage key remembering when the dialog last reloaded the page. */
export const RELOAD_GUARD_KEY = 'ontoloom.reload-guard';
/** A second failure this soon after a reload means reloading again would just loop. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;

const readLastReload = (): number => {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
};

/** True when the page was reloaded by this dialog moments ago and failed again. */
export const reloadedRecently = (now = Date.now()): boolean =>
  now - readLastReload() < RELOAD_GUARD_WINDOW_MS;

export const reloadWithGuard = (): void => {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Without storage the guard is off; the user still decides when to reload.
  }
  reloadPage();
};

/** Only same-app paths (never `//evil.example`), and `/` itself means no target. */
export const safeRedirectTarget = (target: string | null): string | null => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  return target === '/' ? null : target;
};

// Symbols rather than Intl units: Intl's short English "byte" reads "512 byte".
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in base 1024 from B up to PB (R9.04), localised; PB keeps growing past 1024. */
export const formatBytes = (bytes: number, locale?: string): string => {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let exponent = safe > 0 ? Math.floor(Math.log(safe) / Math.log(1024)) : 0;
  exponent = Math.min(Math.max(exponent, 0), BYTE_UNITS.length - 1);
  const value = safe / 1024 ** exponent;
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: exponent === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${BYTE_UNITS[exponent]}`;
};

/** Credits are shown rounded up with no decimals (R9.03): 0.01 credit used is 1 credit. */
export const formatCredits = (credits: number, locale?: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    // Float noise (0.1 + 0.2) must not push an exact integer up by one.
    Math.ceil(Number((credits || 0).toFixed(6))),
  );

// English keeps the usual symbols (Intl's short English "byte" reads "512 byte"); other
// languages get Intl's own units and order: "1,5 Mo" in French, the Arabic unit after its number.
const BYTE_SYMBOLS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const INTL_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** Bytes in base 1024 from B up to PB (R9.04), localised; PB keeps growing past 1024. */
export const formatBytes = (bytes: number, locale?: string): string => {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let exponent = safe > 0 ? Math.floor(Math.log(safe) / Math.log(1024)) : 0;
  exponent = Math.min(Math.max(exponent, 0), BYTE_SYMBOLS.length - 1);
  const value = safe / 1024 ** exponent;
  const maximumFractionDigits = exponent === 0 ? 0 : 1;
  const english = (locale ?? 'en').toLowerCase().startsWith('en');
  if (!english) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: INTL_UNITS[exponent],
      unitDisplay: 'short',
      maximumFractionDigits,
    }).format(value);
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
  return `${number} ${BYTE_SYMBOLS[exponent]}`;
};

/** Credits are shown rounded up with no decimals (R9.03): 0.01 credit used is 1 credit. */
export const formatCredits = (credits: number, locale?: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    // Float noise (0.1 + 0.2) must not push an exact integer up by one.
    Math.ceil(Number((credits || 0).toFixed(6))),
  );

/**
 * One date style per kind of place, in the user's locale (issue 17): `list` in tables and cards
 * ("Nov 24, 2026"), `detail` where the moment matters ("Nov 24, 2026, 5:00 AM"), `sentence` inside
 * a phrase ("November 24, 2026").
 */
export const DATE_STYLES = {
  list: { dateStyle: 'medium' },
  detail: { dateStyle: 'medium', timeStyle: 'short' },
  sentence: { dateStyle: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date or ISO timestamp in one of the app's date styles; `timeZone` e.g. for billing periods. */
export const formatDate = (
  value: string | number | Date,
  locale: string | undefined,
  style: DateStyle = 'list',
  options: Pick<Intl.DateTimeFormatOptions, 'timeZone'> = {},
): string =>
  new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], ...options }).format(new Date(value));

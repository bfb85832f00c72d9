/** Counts in the user's locale (Arabic digits in Arabic, thin spaces in French). */
export const formatNumber = (value: number, locale: string | undefined) =>
  new Intl.NumberFormat(locale).format(value);

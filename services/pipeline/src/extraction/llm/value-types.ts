import type { PropertyType, PropertyValue } from '@ontoloom/contract/domain';

/** A value converted to its property's type, or the reason it does not fit. */
export type Coerced = { ok: true; value: PropertyValue } | { ok: false; reason: string };

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONEY = /^-?\d+(?:\.\d+)? [A-Z]{3}$/;

const validDate = (text: string): boolean => {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match;
  if (m === undefined) return true;
  const month = Number(m);
  if (month < 1 || month > 12) return false;
  if (d === undefined) return true;
  const date = new Date(Date.UTC(Number(y), month - 1, Number(d)));
  return date.getUTCDate() === Number(d);
};

const validUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Strict: a value of the wrong JSON type or format is refused, never guessed into shape. */
export const coerceValue = (type: PropertyType, value: unknown): Coerced => {
  switch (type) {
    case 'string':
    case 'text':
      return typeof value === 'string' && value.trim() !== ''
        ? { ok: true, value: value.trim() }
        : { ok: false, reason: 'expected a non-empty string' };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected a number' };
    case 'boolean':
      return typeof value === 'boolean'
        ? { ok: true, value }
        : { ok: false, reason: 'expected a boolean' };
    case 'date':
      return typeof value === 'string' && validDate(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected an ISO 8601 date (YYYY, YYYY-MM or YYYY-MM-DD)' };
    case 'email':
      return typeof value === 'string' && EMAIL.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, reason: 'expected an email address' };
    case 'url':
      return typeof value === 'string' && validUrl(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected an http(s) URL' };
    case 'money':
      return typeof value === 'string' && MONEY.test(value)
        ? { ok: true, value }
        : { ok: false, reason: 'expected an amount and a currency code, e.g. "1200 USD"' };
  }
};

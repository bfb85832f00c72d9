import * as chrono from 'chrono-node';

export type ValueType = 'date' | 'money' | 'number' | 'email' | 'url';

/** A typed value found in text; `value` is normalised (ISO date, number, "1200000 USD", …). */
export type TypedValue = { type: ValueType; start: number; end: number; value: string | number };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'{}|\\^`]+/gi;
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  trillion: 1e12,
  crore: 1e7,
  lakh: 1e5,
  bn: 1e9,
  b: 1e9,
};
const CURRENCY: Record<string, string> = {
  $: 'USD',
  c$: 'CAD',
  ca$: 'CAD',
  nz$: 'NZD',
  a$: 'AUD',
  au$: 'AUD',
  us$: 'USD',
  hk$: 'HKD',
  s$: 'SGD',
  sg$: 'SGD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  jpy: 'JPY',
  chf: 'CHF',
  cad: 'CAD',
  aud: 'AUD',
  dollars: 'USD',
  dollar: 'USD',
  euros: 'EUR',
  euro: 'EUR',
  pounds: 'GBP',
  yen: 'JPY',
  '₩': 'KRW',
  '₹': 'INR',
  '₦': 'NGN',
  '₱': 'PHP',
  '₺': 'TRY',
  '₽': 'RUB',
  '₫': 'VND',
  '₪': 'ILS',
  '₵': 'GHS',
  'gh₵': 'GHS',
  '₴': 'UAH',
  '₸': 'KZT',
  '₾': 'GEL',
  '₼': 'AZN',
  '৳': 'BDT',
  '฿': 'THB',
  '₡': 'CRC',
  '₲': 'PYG',
  n$: 'NAD',
  ksh: 'KES',
  tsh: 'TZS',
  ush: 'UGX',
  rs: 'INR',
  'rs.': 'INR',
  rp: 'IDR',
  rm: 'MYR',
  r: 'ZAR',
  r$: 'BRL',
  naira: 'NGN',
  rupees: 'INR',
  yuan: 'CNY',
  rand: 'ZAR',
  pesos: 'MXN',
  reais: 'BRL',
  francs: 'CHF',
  kroner: 'NOK',
  kronor: 'SEK',
  krona: 'SEK',
};
// ISO 4217 codes written before an amount in capitals ("KES 150,000", "SGD 4.75"); the
// common ones of the old list match in any case.
const ISO_CODES = `SGD NOK SEK DKK ISK INR CNY RMB KRW ZAR NGN GHS KES TZS UGX ETB EGP MAD BRL MXN ARS CLP COP PEN HKD NZD TWD THB MYR IDR PHP VND PKR BDT LKR NPR PLN CZK HUF RON TRY RUB UAH AED SAR QAR KWD ILS`;
for (const code of ISO_CODES.split(' ')) CURRENCY[code.toLowerCase()] ??= code;
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE_WORD = String.raw`(?:\s?(thousand|million|billion|trillion|crore|lakh|bn|mn|[kmb])\b)?`;
const MONEY = new RegExp(
  // "C$1.9 billion", "NZ$84 million", "US$5": a dollar's country before its sign.
  String.raw`((?<![A-Za-z])(?:C|CA|NZ|A|AU|US|HK|S|SG|R|N)\$|(?<![A-Za-z])GH₵|[$€£¥₩₹₦₱₺₽₫₪₵₴₸₾₼৳฿₡₲])\s?(${AMOUNT})${SCALE_WORD}` +
    String.raw`|\b(USD|EUR|GBP|JPY|CHF|CAD|AUD|${ISO_CODES.replace(/ /g, '|')})\s?(${AMOUNT})${SCALE_WORD}` +
    String.raw`|(?<![\w.])(${AMOUNT})${SCALE_WORD}\s?(dollars?|euros?|pounds|yen|naira|rupees|yuan|rand|pesos|reais|francs|kroner|kronor|krona|USD|EUR|GBP)\b`,
  'gi',
);
const NUMBER = /(?<![\w.,])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w])/g;
// Also a table's or a chronology's year ("2010 | Ranke Research Award", "1948 Born in Tbilisi",
// "2019 – present · Port Halden").
const BARE_YEAR =
  /(?:^|[([–—-]|\s)(1[6-9]\d\d|20\d\d)(?=[)\]–—,;.:]|\s*[|·]|\s*[–—-]\s*(?:\d|present\b|now\b)|\s*$)|^[ \t]*(1[6-9]\d\d|20\d\d)(?=[ \t]+\p{Lu})/gmu;
// Before a number that is no year: a code's letters and hyphen, or a capitalised word inside a
// sentence that is not a month ("Incoterms 2020", "the Companies Act 2006").
const NOT_A_BARE_YEAR =
  /(?:\p{L}[\p{L}\d]*-|(?<=[\p{L}\p{N},;)][ \u00a0]|\()(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter)\b)\p{Lu}\p{Ll}+[ \u00a0])$/u;
// After a preposition of time, or as what a thing of that year is ("the 1967 album", "her 2019
// paper", "between 1979 and 1986").
const YEAR =
  /(?:\b(?:in|since|from|until|by|year|during|between|and|after|before|around|circa|of)\s+|\b(?:the|its|his|her|their|[\p{L}]['’]s)\s+(?=(?:1[5-9]\d\d|20\d\d)\s+\p{Ll}))(1[5-9]\d\d|20\d\d)\b/giu;

const amountOf = (digits: string, scale: string | undefined): number => {
  const value = Number(digits.replace(/,/g, '')) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);
  return Math.round(value * 100) / 100;
};

const pad = (n: number): string => String(n).padStart(2, '0');

// Only dates whose year and month are written ("5 March 2024", "January 2017", "2024-03-05"),
// never "next Friday", so the result never depends on today's date.
const findDates = (text: string): TypedValue[] => {
  const reference = new Date(Date.UTC(2000, 0, 1));
  const found: TypedValue[] = chrono
    .parse(text, reference)
    .filter((r) => r.start.isCertain('year') && r.start.isCertain('month'))
    // Written dates only: "within 30 days" is certain of its year, but states none.
    .filter((r) => /\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/.test(r.text))
    .flatMap((r) => {
      const valueOf = (c: typeof r.start): string => {
        const y = c.get('year')!;
        const m = c.get('month')!;
        return c.isCertain('day') ? `${y}-${pad(m)}-${pad(c.get('day')!)}` : `${y}-${pad(m)}`;
      };
      // A range ("4 May 1931 – 18 January 2009") is two dates.
      const separator = r.end ? /\s+(?:to|until)\s+|\s*[–—]\s*|\s+-\s+/.exec(r.text) : null;
      if (r.end && separator && r.end.isCertain('year') && r.end.isCertain('month')) {
        const firstEnd = r.index + separator.index;
        const secondStart = firstEnd + separator[0].length;
        return [
          { type: 'date' as const, start: r.index, end: firstEnd, value: valueOf(r.start) },
          {
            type: 'date' as const,
            start: secondStart,
            end: r.index + r.text.length,
            value: valueOf(r.end),
          },
        ];
      }
      return [
        {
          type: 'date' as const,
          start: r.index,
          end: r.index + r.text.length,
          value: valueOf(r.start),
        },
      ];
    });
  for (const match of text.matchAll(YEAR)) {
    const start = match.index + match[0].length - 4;
    found.push({ type: 'date', start, end: start + 4, value: match[1]! });
  }
  // A year standing alone where years are written: "(1958)", "1987–1992", "born 1931".
  for (const match of text.matchAll(BARE_YEAR)) {
    const year = match[1] ?? match[2]!;
    const start = match.index + match[0].indexOf(year);
    // A number inside a reference ("MLA-2021-118") or after a name ("Incoterms 2020") is an
    // edition or a code, not a year standing alone.
    // A span of years after a place stays: "(Łódź 1903 – London 1981)".
    if (
      NOT_A_BARE_YEAR.test(text.slice(Math.max(0, start - 30), start)) &&
      !/^\d{4}\s*[–—]/.test(text.slice(start, start + 7))
    )
      continue;
    if (!found.some((d) => start < d.end && d.start < start + 4))
      found.push({ type: 'date', start, end: start + 4, value: year });
  }
  return found
    .map((date) => {
      // chrono keeps the preposition of "on 5 March 2024": the date is what follows it.
      const lead = /^(?:on|in|at|by|from|since|until|of)\s+/i.exec(
        text.slice(date.start, date.end),
      );
      return lead ? { ...date, start: date.start + lead[0].length } : date;
    })
    .sort((a, b) => a.start - b.start);
};

const OLD_CODES = /^(?:USD|EUR|GBP|JPY|CHF|CAD|AUD)$/i;
// Currencies written with letters before the amount: "KSh 1,500", "Rs 40 lakh", "RM2.5 million",
// "R412 million" (rand). A lone "R" only before a sum that reads as money: a scale word, cents
// or thousands ("R18.40", "R1,200"), never "R2" or "R 5".
const LETTER_MONEY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(KSh|Ksh|TSh|USh|Rs\.?|Rp|RM|R)(\s?)(${AMOUNT})${SCALE_WORD}(?![\p{L}\p{N}])`,
  'gu',
);
// Pence after a price ("Target price: 420p", "shares closed at 87.5p").
const PENCE = /(?<![\w.,])(\d{1,4}(?:\.\d{1,2})?)p(?![\p{L}\p{N}])/gu;
const PENCE_CONTEXT = /\b(?:price|prices|share|shares|stock|pence|penny|bid|offer|£)|£/i;

const findMoney = (text: string): TypedValue[] => [
  ...symbolMoney(text),
  ...[...text.matchAll(LETTER_MONEY)]
    .filter(([, code, space, amount, scale]) =>
      code === 'R' ? space === '' && (scale !== undefined || /\.\d\d$|,\d{3}/.test(amount!)) : true,
    )
    .map((m) => ({
      type: 'money' as const,
      start: m.index,
      end: m.index + m[0].length,
      value: `${amountOf(m[3]!, m[4])} ${CURRENCY[m[1]!.toLowerCase()] ?? 'USD'}`,
    })),
  ...[...text.matchAll(PENCE)]
    .filter((m) =>
      PENCE_CONTEXT.test(text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 30)),
    )
    .map((m) => ({
      type: 'money' as const,
      start: m.index,
      end: m.index + m[0].length,
      value: `${amountOf(m[1]!, undefined) / 100} GBP`,
    })),
];

const symbolMoney = (text: string): TypedValue[] =>
  [...text.matchAll(MONEY)]
    // "try 3 times", "pen 2": a newer code only in capitals.
    .filter(([, , , , code]) => !code || OLD_CODES.test(code) || code === code.toUpperCase())
    .map((m) => {
      const [, symbol, a1, s1, code, a2, s2, a3, s3, word] = m;
      const currency = CURRENCY[(symbol ?? code ?? word ?? '').toLowerCase()] ?? 'USD';
      const amount = amountOf((a1 ?? a2 ?? a3)!, s1 ?? s2 ?? s3);
      return {
        type: 'money' as const,
        start: m.index,
        end: m.index + m[0].length,
        value: `${amount} ${currency}`,
      };
    });

const overlaps = (a: TypedValue, taken: TypedValue[]): boolean =>
  taken.some((b) => a.start < b.end && b.start < a.end);

/**
 * Typed values of a text: emails, URLs, money, dates and plain numbers. Earlier kinds win where
 * spans overlap (the digits of "$5 million" are not also a number).
 */
export const findTypedValues = (text: string): TypedValue[] => {
  const taken: TypedValue[] = [];
  const add = (values: TypedValue[]): void => {
    for (const value of values) if (!overlaps(value, taken)) taken.push(value);
  };
  add(
    [...text.matchAll(EMAIL)].map((m) => ({
      type: 'email',
      start: m.index,
      end: m.index + m[0].length,
      value: m[0].toLowerCase(),
    })),
  );
  add(
    [...text.matchAll(URL_PATTERN)].map((m) => {
      const url = m[0].replace(/[.,;:!?)\]]+$/, '');
      return { type: 'url', start: m.index, end: m.index + url.length, value: url };
    }),
  );
  add(findMoney(text));
  add(findDates(text));
  add(
    [...text.matchAll(NUMBER)].map((m) => ({
      type: 'number',
      start: m.index,
      end: m.index + m[0].length,
      value: Number(m[0].replace(/,/g, '')),
    })),
  );
  return taken.sort((a, b) => a.start - b.start);
};

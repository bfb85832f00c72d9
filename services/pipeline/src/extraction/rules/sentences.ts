export type Span = { start: number; end: number };

// A period after these does not end a sentence ("Dr. Lopez", "Acme Inc. said").
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'etc',
  'no',
  'fig',
  'e.g',
  'i.e',
  'u.s',
  'u.k',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'approx',
  'dept',
  'est',
  'gen',
  'gov',
  'mt',
]);

const BEFORE_NUMBER = new Set(['b', 'd', 'c', 'ca', 'fl', 'm', 'r', 'p', 'pp', 'op', 'vol', 'ed']);

/**
 * Sentence spans of a text: a sentence ends at . ! ? followed by space and an upper-case letter,
 * digit or quote (unless the word is a known abbreviation or a single initial), or at a line break.
 */
export const sentenceSpans = (text: string): Span[] => {
  const spans: Span[] = [];
  const boundary = /[.!?…]+["')\]]*\s+(?=[\p{Lu}\d"'(])|\n+/gu;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    // "Acme Ltd.\n\nThe …": a line break ends a sentence whatever the word before it.
    if (match[0][0] === '.' && !match[0].includes('\n')) {
      const word =
        /([\p{L}.]+)$/u.exec(text.slice(Math.max(start, match.index - 12), match.index))?.[1] ?? '';
      if (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word)) continue;
      // Before a number: "(b. 1983)", "d. 2001", "c. 1900", "fl. 1620", "p. 12", "op. 27".
      if (BEFORE_NUMBER.has(word) && /^\d/u.test(text.slice(match.index + match[0].length)))
        continue;
    }
    const end = match.index + match[0].trimEnd().length;
    if (text.slice(start, end).trim() !== '') spans.push({ start, end });
    start = match.index + match[0].length;
  }
  if (text.slice(start).trim() !== '') spans.push({ start, end: text.trimEnd().length });
  return spans;
};

export const sentenceOf = (spans: Span[], offset: number): number => {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (spans[mid]!.end <= offset) low = mid + 1;
    else if (spans[mid]!.start > offset) high = mid - 1;
    else return mid;
  }
  return Math.min(low, spans.length - 1);
};

// Boundary search on a string, by position; a cut at position c splits text into [.., c) and
// [c, ..). Everything scans backwards from the window end so the chunk is as full as possible.

// Char codes rather than a regular expression: this runs once per scanned character.
const isSpaceCode = (code: number): boolean =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  code === 0xa0 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x3000;
export const isSpace = (text: string, i: number): boolean => isSpaceCode(text.charCodeAt(i));

/** Last "\n\n" (block or page boundary) starting in [min, max). */
export const lastBlockBreak = (text: string, min: number, max: number): number => {
  const at = text.lastIndexOf('\n\n', max - 1);
  return at >= min ? at : -1;
};

const TERMINAL = new Set([0x2e, 0x21, 0x3f, 0x2026, 0x3002]); // . ! ? … 。
const CLOSING = new Set([0x22, 0x27, 0x29, 0x5d, 0x201d, 0x2019, 0xbb]); // " ' ) ] ” ’ »

/** Last whitespace in [min, max] that follows a sentence end (". ", "?) ", …). */
export const lastSentenceEnd = (text: string, min: number, max: number): number => {
  for (let i = max; i > min; i -= 1) {
    if (!isSpace(text, i)) continue;
    let j = i - 1;
    while (j > min && CLOSING.has(text.charCodeAt(j))) j -= 1;
    if (TERMINAL.has(text.charCodeAt(j))) return i;
  }
  return -1;
};

export const lastLineBreak = (text: string, min: number, max: number): number => {
  const at = text.lastIndexOf('\n', max);
  return at >= min ? at : -1;
};

/** Last whitespace in (min, max]: cutting there never splits a word. */
export const lastSpace = (text: string, min: number, max: number): number => {
  for (let i = max; i > min; i -= 1) if (isSpace(text, i)) return i;
  return -1;
};

/** Moves a cut off the middle of a surrogate pair. */
export const safeCut = (text: string, cut: number): number => {
  const code = text.charCodeAt(cut - 1);
  return code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut;
};

/**
 * First position at or after `from` that starts a word: the rest of a word cut in the middle is
 * skipped (up to `wordLimit`), then whitespace (up to `spaceLimit`).
 */
export const nextWordStart = (
  text: string,
  from: number,
  wordLimit: number,
  spaceLimit: number,
): number => {
  let i = from;
  if (i > 0 && !isSpace(text, i - 1)) while (i < wordLimit && !isSpace(text, i)) i += 1;
  while (i < spaceLimit && isSpace(text, i)) i += 1;
  return i;
};

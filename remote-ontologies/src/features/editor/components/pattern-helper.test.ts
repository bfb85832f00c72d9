import { compilePattern } from '@ontoloom/contract';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { patternProblems, patternReason, type PatternReason } from './pattern-helper';

// Real engine messages (this Node's V8, as Chromium's), so a change of wording fails here.
const SAMPLES: [string, PatternReason][] = [
  ['(unclosed', 'unterminatedGroup'],
  ['Ltd)', 'unmatchedParen'],
  ['*Ltd', 'nothingToRepeat'],
  ['[A-Z', 'unterminatedClass'],
  ['\\d{2', 'quantifier'],
  ['\\d{3,1}', 'quantifierOrder'],
  ['[z-a]', 'rangeOrder'],
  ['Ltd\\', 'trailingBackslash'],
  ['\\q', 'escape'],
  ['\\p{Nonsense}', 'propertyName'],
  ['(?<a>x)(?<a>y)', 'groupName'],
  ['(?x)', 'group'],
];

const errorOf = (pattern: string): string => {
  const compiled = compilePattern(pattern);
  if (!('error' in compiled)) throw new Error(`${pattern} compiled`);
  return compiled.error;
};

test.each(SAMPLES)('issue 16 the engine’s reason for %s is known as %s', (pattern, reason) => {
  expect(patternReason(errorOf(pattern))).toBe(reason);
});

test('issue 16 every known reason is worded in English, French and Arabic', () => {
  for (const [, reason] of SAMPLES) {
    for (const locale of [en, fr, ar]) {
      expect(locale.editor.patterns.reasons[reason]).toEqual(expect.any(String));
    }
  }
});

test('issue 16 an unknown message is kept as the engine wrote it, with its line', () => {
  expect(patternReason('Invalid regular expression: /x/: Something new')).toBeUndefined();
  expect(patternProblems(['\\bLtd\\b', '(open'])).toEqual([
    { line: 2, reason: errorOf('(open'), known: 'unterminatedGroup' },
  ]);
});

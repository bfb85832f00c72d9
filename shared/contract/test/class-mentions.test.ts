import {
  compilePattern,
  findClassMentions,
  patternFromExamples,
  PATTERN_FLAGS,
} from '../src/class-mentions';
import { checkClassRules } from '../src/ontology-rules';

describe('findClassMentions', () => {
  test('examples are found as whole words in any case; patterns as the engine compiles them', () => {
    const text =
      'Invoice INV-2024-001 from Acme Ltd; ACME LTD paid INV-2023-117. Acmeltd is not it.';
    const mentions = findClassMentions(
      { examples: ['Acme Ltd'], patterns: ['\\bINV-\\d{4}-\\d{3}\\b'] },
      text,
    );
    expect(mentions.map((m) => [m.text, m.source, m.index])).toEqual([
      ['INV-2024-001', 'pattern', 0],
      ['Acme Ltd', 'example', 0],
      ['ACME LTD', 'example', 0],
      ['INV-2023-117', 'pattern', 0],
    ]);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  test('an example inside a longer word is not a mention; an invalid pattern spots nothing', () => {
    expect(
      findClassMentions({ examples: ['Acme'], patterns: ['(unclosed'] }, 'Acmes and Acme.'),
    ).toEqual([{ start: 10, end: 14, text: 'Acme', source: 'example', index: 0 }]);
  });
});

describe('compilePattern', () => {
  test('with the engine’s flags: \\p{…} classes work, a stray escape is refused with the reason', () => {
    expect(PATTERN_FLAGS).toBe('gu');
    const ok = compilePattern('\\p{Lu}{3}-\\d+');
    expect('regex' in ok && ok.regex.test('ABC-12')).toBe(true);
    const bad = compilePattern('\\-');
    expect(bad).toEqual({ error: expect.stringMatching(/Invalid escape/) });
    // The ontology check says the same.
    const issues = checkClassRules(
      {
        name: 'Invoice',
        label: 'Invoice',
        description: '',
        aliases: [],
        examples: [],
        patterns: ['\\-'],
        properties: [],
      },
      0,
    );
    expect(issues.map((i) => i.code)).toEqual(['invalid_pattern']);
  });
});

describe('patternFromExamples', () => {
  test('references with one layout: the common parts stay, the varying digits become classes', () => {
    const pattern = patternFromExamples(['INV-2024-001', 'INV-2023-117', ' INV-1999-042 ']);
    expect(pattern).toBe('\\bINV-\\d{4}-\\d{3}\\b');
    const found = findClassMentions(
      { examples: [], patterns: [pattern!] },
      'Paid INV-2025-300, not INV-25-3.',
    );
    expect(found.map((m) => m.text)).toEqual(['INV-2025-300']);
  });

  test('differing lengths and letters become ranges; spaces any whitespace', () => {
    expect(patternFromExamples(['20 mg', '500 mg', '5 mg'])).toBe('\\b\\d{1,3}\\s+mg\\b');
    expect(patternFromExamples(['AB-12', 'XYZ-07'])).toBe('\\b\\p{Lu}{2,3}-\\d{2}\\b');
    expect(patternFromExamples(['(555) 010-2000', '(555) 010-3111'])).toBe(
      '\\(555\\)\\s+010-\\d{4}\\b',
    );
  });

  test('names beside references: the references’ pattern', () => {
    expect(patternFromExamples(['Acme Ltd', 'INV-2024-001', 'Globex', 'INV-2023-117'])).toBe(
      '\\bINV-\\d{4}-\\d{3}\\b',
    );
  });

  test('no pattern for names, for one example, for layouts that differ or for equal examples', () => {
    expect(patternFromExamples(['Acme Ltd', 'Globex Corp'])).toBeNull();
    expect(patternFromExamples(['INV-2024-001'])).toBeNull();
    expect(patternFromExamples(['INV-2024-001', '2024/001'])).toBeNull();
    expect(patternFromExamples(['INV-1', 'INV-1'])).toBeNull();
  });
});

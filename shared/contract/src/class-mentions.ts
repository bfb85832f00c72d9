import type { OntologyClass } from './ontology-document';

/**
 * How the rules engine reads a class's `patterns`: each a regular expression compiled with these
 * flags (global, Unicode), matched as written (case-sensitive unless the pattern says otherwise).
 * The ontology check, the engine and the editor's tester all compile them here.
 */
export const PATTERN_FLAGS = 'gu';

/** A pattern compiled as the engine compiles it, or why it cannot be. */
export function compilePattern(pattern: string): { regex: RegExp } | { error: string } {
  try {
    return { regex: new RegExp(pattern, PATTERN_FLAGS) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export type ClassMention = {
  start: number;
  end: number;
  text: string;
  /** An example found as written (any case, whole words), or the pattern at `index` matching. */
  source: 'example' | 'pattern';
  index: number;
};

const WORD = /[\p{L}\p{N}_]/u;
const isWordAt = (text: string, at: number) => at >= 0 && at < text.length && WORD.test(text[at]!);

/**
 * What the rules engine spots of a class in `text` by its examples and patterns alone, in text
 * order: an example anywhere it stands as whole words, in any case (as the engine's dictionary
 * matches), and every non-empty match of each valid pattern. The engine also finds mentions by
 * the class's kind and names around its aliases; this is what the class's own lists add.
 */
export function findClassMentions(
  ontologyClass: Pick<OntologyClass, 'examples' | 'patterns'>,
  text: string,
): ClassMention[] {
  const mentions: ClassMention[] = [];
  const lower = text.toLowerCase();
  ontologyClass.examples.forEach((example, index) => {
    const needle = example.toLowerCase();
    if (needle.trim() === '') return;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      const cutsWord =
        (isWordAt(text, at - 1) && isWordAt(text, at)) ||
        (isWordAt(text, end) && isWordAt(text, end - 1));
      if (!cutsWord)
        mentions.push({ start: at, end, text: text.slice(at, end), source: 'example', index });
    }
  });
  ontologyClass.patterns.forEach((pattern, index) => {
    const compiled = compilePattern(pattern);
    if (!('regex' in compiled)) return;
    for (const match of text.matchAll(compiled.regex)) {
      if (match[0] === '') continue;
      const end = match.index + match[0].length;
      mentions.push({ start: match.index, end, text: match[0], source: 'pattern', index });
    }
  });
  return mentions.sort((a, b) => a.start - b.start || b.end - a.end);
}

type Run = { kind: 'digit' | 'upper' | 'lower' | 'space' | 'other'; text: string };

const runsOf = (text: string): Run[] => {
  const runs: Run[] = [];
  for (const char of text) {
    const kind = /\p{Nd}/u.test(char)
      ? 'digit'
      : /\p{Lu}/u.test(char)
        ? 'upper'
        : /\p{Ll}/u.test(char)
          ? 'lower'
          : /\s/u.test(char)
            ? 'space'
            : 'other';
    const last = runs[runs.length - 1];
    // Punctuation stays one character a run: "--" and "-" are different shapes.
    if (last && last.kind === kind && kind !== 'other') last.text += char;
    else runs.push({ kind, text: char });
  }
  return runs;
};

/**
 * `text` as a regular expression matching it literally. Only the syntax characters are escaped:
 * with the `u` flag, escaping anything else (`\-`) is an error.
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const CLASS_OF: Record<Exclude<Run['kind'], 'other' | 'space'>, string> = {
  digit: '\\d',
  upper: '\\p{Lu}',
  lower: '\\p{Ll}',
};

/**
 * A pattern that spots mentions shaped like the examples: reference numbers, codes and dates
 * that share a layout ("INV-2024-001", "INV-2023-117" → `\bINV-\d{4}-\d{3}\b`). What every
 * example has alike stays literal; digit and letter runs that differ become classes. Made from
 * the largest group of examples sharing a layout with digits; null when no two do (a pattern for
 * names would spot every capitalised word).
 */
export function patternFromExamples(examples: string[]): string | null {
  // The largest group of examples sharing a layout with digits: names beside references
  // ("Acme Ltd", "INV-2024-001", "INV-2023-117") still suggest the references' pattern.
  const groups = new Map<string, { example: string; runs: Run[] }[]>();
  for (const example of examples.map((e) => e.trim()).filter((e) => e !== '')) {
    const runs = runsOf(example);
    if (!runs.some((run) => run.kind === 'digit')) continue;
    const layout = runs.map((run) => (run.kind === 'other' ? run.text : run.kind)).join('\u0000');
    groups.set(layout, [...(groups.get(layout) ?? []), { example, runs }]);
  }
  const group = [...groups.values()].sort((a, b) => b.length - a.length)[0];
  if (!group || group.length < 2) return null;
  const shaped = group.map((member) => member.example);
  const all = group.map((member) => member.runs);
  const first = all[0]!;
  let varies = false;
  const parts = first.map((run, i) => {
    const texts = all.map((runs) => runs[i]!.text);
    if (run.kind === 'space') return '\\s+';
    if (texts.every((text) => text === run.text)) return escapeRegExp(run.text);
    varies = true;
    if (run.kind === 'other') return escapeRegExp(run.text);
    const lengths = texts.map((text) => [...text].length);
    const [min, max] = [Math.min(...lengths), Math.max(...lengths)];
    return `${CLASS_OF[run.kind]}{${min === max ? min : `${min},${max}`}}`;
  });
  if (!varies) return null;
  const pattern = parts.join('');
  // Word edges only where the mention starts or ends with a word character.
  const edge = (run: Run) => (run.kind === 'other' || run.kind === 'space' ? '' : '\\b');
  const withEdges = `${edge(first[0]!)}${pattern}${edge(first[first.length - 1]!)}`;
  const compiled = compilePattern(withEdges);
  if (!('regex' in compiled)) return null;
  return shaped.every((example) => {
    compiled.regex.lastIndex = 0;
    const match = compiled.regex.exec(example);
    return match?.[0] === example;
  })
    ? withEdges
    : null;
}

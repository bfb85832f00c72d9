import type { OntologyClass } from '@ontoloom/contract/domain';
import { AhoCorasick } from './aho-corasick';
import type { NerSpan, NerType } from './ner';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

export type MentionSource = 'example' | 'pattern' | 'alias_cue' | 'ner' | 'coreference';

/** A typed span of a chunk; `label` is the canonical name (the example as the ontology writes it). */
export type Mention = {
  class_name: string;
  start: number;
  end: number;
  label: string;
  confidence: number;
  source: MentionSource;
};

const CONFIDENCE: Record<MentionSource, number> = {
  example: 0.95,
  pattern: 0.85,
  alias_cue: 0.75,
  ner: 0.6,
  coreference: 0.5,
};

// A proper-noun phrase: capitalised words, possibly joined by "of", "and", "&", "de", "-".
const NAME = String.raw`\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:(?:of|and|&|de|du|la|von|van|der)\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*){0,5}`;
const NAME_AFTER = new RegExp(String.raw`^\s*(?:(?:called|named|known as)\s+|:\s*)?(${NAME})`, 'u');
const NAME_BEFORE = new RegExp(
  String.raw`(${NAME})\s*,\s+(?:a|an|the|one of the)\s+(?:[\p{L}-]+\s+){0,3}$`,
  'u',
);
// Capitalised words that start sentences or follow an alias without being names.
const NOT_NAMES = new Set([
  'The',
  'A',
  'An',
  'This',
  'That',
  'It',
  'In',
  'On',
  'And',
  'Its',
  'Their',
]);

const cleanName = (name: string): string => name.replace(/[.'’-]+$/u, '');

/** Dictionary of the ontology: examples (known instances) and aliases (words naming a class). */
export class Gazetteer {
  private readonly examples: AhoCorasick;
  private readonly exampleEntries: { class_name: string; text: string }[] = [];
  private readonly aliases: AhoCorasick;
  private readonly aliasEntries: { class_name: string; text: string }[] = [];
  private readonly patterns: { class_name: string; regex: RegExp }[] = [];

  constructor(classes: OntologyClass[]) {
    for (const cls of classes) {
      for (const text of cls.examples) this.exampleEntries.push({ class_name: cls.name, text });
      const aliasWords = new Set([
        cls.label.toLowerCase(),
        ...cls.aliases.map((a) => a.toLowerCase()),
      ]);
      for (const text of aliasWords) this.aliasEntries.push({ class_name: cls.name, text });
      for (const pattern of cls.patterns) {
        this.patterns.push({ class_name: cls.name, regex: new RegExp(pattern, 'gu') });
      }
    }
    this.examples = new AhoCorasick(this.exampleEntries.map((e) => e.text));
    this.aliases = new AhoCorasick(this.aliasEntries.map((e) => e.text));
  }

  find(text: string, sentences: Span[]): Mention[] {
    const mentions: Mention[] = [];
    const lengths = this.exampleEntries.map((e) => e.text.length);
    for (const match of this.examples.search(text, lengths)) {
      const entry = this.exampleEntries[match.pattern]!;
      mentions.push({
        ...match,
        class_name: entry.class_name,
        label: entry.text,
        confidence: CONFIDENCE.example,
        source: 'example',
      });
    }
    for (const { class_name, regex } of this.patterns) {
      for (const match of text.matchAll(regex)) {
        if (match[0] === '') continue;
        const end = match.index + match[0].length;
        mentions.push({
          class_name,
          start: match.index,
          end,
          label: match[0],
          confidence: CONFIDENCE.pattern,
          source: 'pattern',
        });
      }
    }
    mentions.push(...this.aliasCues(text, sentences));
    return mentions;
  }

  /**
   * "the drug Metformin", "a company called Acme", "Acme Corp, a software company": a name right
   * after or before a word naming a class, looked for inside the alias's own sentence only.
   */
  private aliasCues(text: string, sentences: Span[]): Mention[] {
    const mentions: Mention[] = [];
    const lengths = this.aliasEntries.map((e) => e.text.length);
    const add = (class_name: string, start: number, raw: string): void => {
      if (NOT_NAMES.has(raw)) return;
      const label = cleanName(raw);
      const end = start + label.length;
      mentions.push({
        class_name,
        start,
        end,
        label,
        confidence: CONFIDENCE.alias_cue,
        source: 'alias_cue',
      });
    };
    for (const match of this.aliases.search(text, lengths)) {
      const { class_name } = this.aliasEntries[match.pattern]!;
      const sentence = sentences[sentenceOf(sentences, match.start)] ?? {
        start: 0,
        end: text.length,
      };
      const after = NAME_AFTER.exec(text.slice(match.end, sentence.end));
      if (after?.[1]) add(class_name, match.end + after[0].length - after[1].length, after[1]);
      const from = Math.max(sentence.start, match.start - 160);
      const before = NAME_BEFORE.exec(text.slice(from, match.start));
      if (before?.[1]) add(class_name, from + before.index, before[1]);
    }
    return mentions;
  }
}

export const nerMentions = (
  text: string,
  spans: NerSpan[],
  classFor: Partial<Record<NerType, string>>,
): Mention[] =>
  spans.flatMap((span) => {
    const class_name = classFor[span.type];
    if (!class_name) return [];
    const label = text.slice(span.start, span.end);
    return [
      {
        class_name,
        start: span.start,
        end: span.end,
        label,
        confidence: CONFIDENCE.ner,
        source: 'ner' as const,
      },
    ];
  });

/**
 * Within a chunk, a name found once (by a pattern, an alias cue or NER) is the same name where it
 * appears again ("the startup Finly … Finly had been based in Toronto"), and a person's surname
 * alone refers back to the full name ("Grace Liu … Liu is a professor").
 */
export const propagateMentions = (
  text: string,
  found: Mention[],
  personClass?: string,
): Mention[] => {
  const names = new Map<string, Mention>();
  for (const mention of found) {
    if (mention.source === 'example') continue;
    const written = text.slice(mention.start, mention.end);
    if (!names.has(written)) names.set(written, mention);
    const words = mention.label.split(/\s+/);
    const surname = words[words.length - 1]!;
    if (
      mention.class_name === personClass &&
      words.length >= 2 &&
      /^\p{Lu}\p{Ll}{2,}$/u.test(surname)
    ) {
      if (!names.has(surname)) names.set(surname, mention);
    }
  }
  if (names.size === 0) return found;
  const mentions = found.map((mention) => {
    const origin = names.get(mention.label);
    const isSurname =
      origin && origin.label !== mention.label && mention.class_name === personClass;
    return isSurname ? { ...mention, label: origin.label, class_name: origin.class_name } : mention;
  });
  const patterns = [...names.keys()];
  const matcher = new AhoCorasick(patterns);
  const added: Mention[] = [];
  for (const match of matcher.search(
    text,
    patterns.map((p) => p.length),
  )) {
    const written = text.slice(match.start, match.end);
    // Names are matched as written (case matters: "Park" is not "park").
    if (written !== patterns[match.pattern]) continue;
    if (mentions.some((m) => match.start < m.end && m.start < match.end)) continue;
    const origin = names.get(written)!;
    added.push({
      ...origin,
      start: match.start,
      end: match.end,
      confidence: origin.confidence * 0.9,
    });
  }
  return [...mentions, ...added];
};

/**
 * Keeps one mention per span: where mentions overlap the longer wins, then the more certain, then
 * the earlier; identical spans of different classes keep the more certain class only.
 */
export const resolveOverlaps = (mentions: Mention[]): Mention[] => {
  const ranked = [...mentions].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      b.confidence - a.confidence ||
      a.start - b.start ||
      a.class_name.localeCompare(b.class_name),
  );
  const kept: Mention[] = [];
  for (const mention of ranked) {
    if (!kept.some((k) => mention.start < k.end && k.start < mention.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
};

import type { OntologyClass } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Subject and object pronouns only: a possessive ("her student", "its founder") names something
// else, and pairing it with a cue would state a relation about the wrong entity.
const PERSON_PRONOUN = /^(?:he|she|him)$/i;
const THING_PRONOUN = /^it$/i;
const PRONOUNS = String.raw`he|she|him|it`;
// How far back an antecedent may be, in sentences, inside the same paragraph.
const MAX_SENTENCE_DISTANCE = 2;
const CONFIDENCE_FACTOR = 0.8;

type Anaphor = { start: number; end: number; classes: Set<string> };

/**
 * Small, deterministic coreference within a paragraph: pronouns ("She", "he", "it") and definite
 * class nouns ("The company", "this drug", from the ontology's class labels and aliases) become
 * mentions of the most salient earlier mention of a compatible class, so a cue phrase next to
 * them ("The firm was started by …") attaches to a named entity. Salience: a subject (the first
 * mention of its sentence that is not a modifier of the next, as "Tokyo" in "the Tokyo firm
 * Hoshino") outranks a nearer non-subject by one sentence; ties go to the nearest.
 */
export class CoreferenceResolver {
  private readonly definite: RegExp | null;
  private readonly aliasClasses = new Map<string, Set<string>>();
  private readonly thingClasses: Set<string>;

  constructor(
    classes: OntologyClass[],
    private readonly personClass: string | undefined,
  ) {
    for (const cls of classes)
      for (const alias of [cls.label, ...cls.aliases]) {
        const key = alias.toLowerCase();
        const set = this.aliasClasses.get(key) ?? new Set<string>();
        set.add(cls.name);
        this.aliasClasses.set(key, set);
      }
    const aliases = [...this.aliasClasses.keys()].sort((a, b) => b.length - a.length);
    this.definite =
      aliases.length > 0
        ? new RegExp(
            String.raw`\b(?:the|this|that)\s+(${aliases.map(escape).join('|')})\b|\b(${PRONOUNS})\b`,
            'gi',
          )
        : new RegExp(String.raw`\b(${PRONOUNS})\b`, 'gi');
    this.thingClasses = new Set(classes.map((c) => c.name).filter((n) => n !== personClass));
  }

  resolve(text: string, sentences: Span[], mentions: Mention[]): Mention[] {
    const anaphors = this.anaphors(text, mentions);
    if (anaphors.length === 0) return [];
    const subjects = subjectMentions(text, sentences, mentions, this.aliasClasses);
    const added: Mention[] = [];
    for (const anaphor of anaphors) {
      const paragraphStart = text.lastIndexOf('\n\n', anaphor.start) + 1;
      const at = sentenceOf(sentences, anaphor.start);
      let best: { mention: Mention; score: number } | null = null;
      for (const mention of mentions) {
        if (mention.end > anaphor.start) break;
        if (mention.start < paragraphStart || !anaphor.classes.has(mention.class_name)) continue;
        const distance = at - sentenceOf(sentences, mention.start);
        if (distance > MAX_SENTENCE_DISTANCE) continue;
        const score = (subjects.has(mention) ? 1 : 0) - distance;
        if (!best || score >= best.score) best = { mention, score };
      }
      if (!best) continue;
      added.push({
        ...best.mention,
        start: anaphor.start,
        end: anaphor.end,
        confidence: best.mention.confidence * CONFIDENCE_FACTOR,
        source: 'coreference',
      });
    }
    return added;
  }

  private anaphors(text: string, mentions: Mention[]): Anaphor[] {
    const found: Anaphor[] = [];
    for (const match of text.matchAll(this.definite!)) {
      const start = match.index;
      const end = start + match[0].length;
      // "the firm Hoshino Robotics" names its entity: only a bare definite noun refers back.
      if (mentions.some((m) => m.start < end + 3 && m.end > start)) continue;
      let classes: Set<string> | undefined;
      if (match[1]) classes = this.aliasClasses.get(match[1].toLowerCase());
      else if (PERSON_PRONOUN.test(match[2]!))
        classes = this.personClass ? new Set([this.personClass]) : undefined;
      else if (THING_PRONOUN.test(match[2]!)) classes = this.thingClasses;
      if (classes && classes.size > 0) found.push({ start, end, classes });
    }
    return found;
  }
}

/**
 * The first mention of each sentence, unless it only modifies the next one through a class noun
 * ("the Tokyo firm Hoshino Robotics": Tokyo describes the firm, the firm is the subject).
 */
const subjectMentions = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  aliases: Map<string, Set<string>>,
): Set<Mention> => {
  const subjects = new Set<Mention>();
  let sentence = -1;
  mentions.forEach((mention, i) => {
    const at = sentenceOf(sentences, mention.start);
    if (at === sentence) return;
    const next = mentions[i + 1];
    const between =
      next !== undefined && sentenceOf(sentences, next.start) === at
        ? text.slice(mention.end, next.start).trim().toLowerCase()
        : '';
    if (between !== '' && aliases.has(between)) return;
    sentence = at;
    subjects.add(mention);
  });
  return subjects;
};

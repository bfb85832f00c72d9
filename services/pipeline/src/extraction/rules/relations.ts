import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

export type RelationMention = {
  relation: OntologyRelation;
  source: Mention;
  target: Mention;
  start: number;
  end: number;
  confidence: number;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "treat" also matches "treats", "treated", "treating"; a cue like "works_at" comes from the
// relation's name when the ontology gives no cues.
const cueRegex = (relation: OntologyRelation): RegExp => {
  const cues = relation.cues.length > 0 ? relation.cues : [relation.name.replace(/_/g, ' ')];
  const alternatives = cues.map((cue) =>
    cue
      .trim()
      .split(/\s+/)
      .map((word) => (word.length >= 3 ? `${escape(word)}(?:s|es|ed|d|ing)?` : escape(word)))
      .join('\\s+'),
  );
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
};

const NEGATION = /\b(?:not|never|no longer|neither|nor)\b|n't\b/i;
const COORDINATION = /^\s*(?:,|and|or|, and|, or)\s*$/i;

/** A mention and the ones joined to it by "and", "or" or commas ("treats A, B and C"). */
const coordinated = (text: string, mentions: Mention[], first: Mention): Mention[] => {
  const list = [first];
  for (const next of mentions) {
    const last = list[list.length - 1]!;
    if (next.start < last.end) continue;
    if (
      next.class_name !== first.class_name ||
      !COORDINATION.test(text.slice(last.end, next.start))
    )
      break;
    list.push(next);
  }
  return list;
};

/**
 * Relations from cue phrases: within one sentence, a cue between a mention of the source class
 * and a mention of the target class ("Acme acquired Beta"), or the reverse order in the passive
 * ("Beta was acquired by Acme"). Only the nearest mention on each side is paired.
 */
export class RelationFinder {
  private readonly cues: { relation: OntologyRelation; regex: RegExp }[];

  constructor(relations: OntologyRelation[]) {
    this.cues = relations.map((relation) => ({ relation, regex: cueRegex(relation) }));
  }

  find(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    const matches = this.cues.flatMap(({ relation, regex }) =>
      [...text.matchAll(regex)].map((cue) => ({
        relation,
        cue,
        start: cue.index,
        end: cue.index + cue[0].length,
      })),
    );
    // A cue inside a longer cue of another relation between the same classes gives way to it:
    // "at" (works at) inside "studied at" (studied at).
    const shadowed = (m: (typeof matches)[number]): boolean =>
      matches.some(
        (o) =>
          o !== m &&
          o.relation.source === m.relation.source &&
          o.relation.target === m.relation.target &&
          o.start <= m.start &&
          o.end >= m.end &&
          o.end - o.start > m.end - m.start,
      );
    for (const match of matches) {
      if (shadowed(match)) continue;
      const { relation, cue } = match;
      const cueStart = cue.index;
      const cueEnd = cueStart + cue[0].length;
      const sentence = sentences[sentenceOf(sentences, cueStart)];
      if (!sentence) continue;
      const inSentence = mentions.filter((m) => m.start >= sentence.start && m.end <= sentence.end);
      const left = inSentence.filter((m) => m.end <= cueStart);
      const right = inSentence.filter((m) => m.start >= cueEnd);
      // A cue written with "by" ("founded by") already reads source → target; a bare verb
      // followed by "by" ("was acquired by") is passive and reads target → source.
      const passive = !/\bby$/i.test(cue[0]) && /^\s+by\b/i.test(text.slice(cueEnd, cueEnd + 4));
      const [leftClass, rightClass] = passive
        ? [relation.target, relation.source]
        : [relation.source, relation.target];
      const nearLeft = left.filter((m) => m.class_name === leftClass).at(-1);
      const nearRight = right.find((m) => m.class_name === rightClass);
      if (!nearLeft || !nearRight) continue;
      // "does not work against": a negated cue states that the relation does not hold.
      if (NEGATION.test(text.slice(nearLeft.end, cueStart))) continue;
      // Other mentions in between make the pairing less certain ("A, with B, bought C").
      const between = inSentence.filter((m) => m.start >= nearLeft.end && m.end <= nearRight.start);
      const confidence = between.length === 0 ? 0.7 : 0.55;
      for (const right of coordinated(text, inSentence, nearRight)) {
        const [source, target] = passive ? [right, nearLeft] : [nearLeft, right];
        if (source.start === target.start) continue;
        found.push({
          relation,
          source,
          target,
          start: nearLeft.start,
          end: right.end,
          confidence,
        });
      }
    }
    return found;
  }
}

import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { RelationMention } from './relations';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * What a document states of itself, for each of its parties, where no cue names a party: its
 * dates ("This Agreement has been entered into on 9 October 2023", "Order Effective Date: June
 * 3, 2024", the date atop a letter). Through the one relation from an organisation's class to a
 * class of dates, each value nothing relates yet is the parties', where `accepts` reads it as the
 * document's. (The same for a document's law, "Governing law: England and Wales", was tried: on
 * the dev split it found 1 relation right for 13 wrong, its places being seats and courts' towns.)
 */
export const documentValues = (
  text: string,
  sentences: Span[],
  relation: OntologyRelation,
  values: Mention[],
  parties: Mention[],
  found: RelationMention[],
  accepts: (value: Mention, before: string, sentence: string) => boolean,
): RelationMention[] => {
  if (parties.length === 0) return [];
  const related = new Set(found.filter((r) => r.relation === relation).map((r) => r.target.label));
  const added: RelationMention[] = [];
  for (const value of values) {
    if (related.has(value.label)) continue;
    const at = sentences[sentenceOf(sentences, value.start)];
    const lineStart = text.lastIndexOf('\n', value.start - 1) + 1;
    const from = Math.max(at?.start ?? 0, lineStart, value.start - 60);
    const lineEnd = text.indexOf('\n', value.end);
    const sentence = text.slice(
      Math.max(at?.start ?? 0, lineStart),
      Math.min(at?.end ?? text.length, lineEnd === -1 ? text.length : lineEnd),
    );
    if (!accepts(value, text.slice(from, value.start), sentence)) continue;
    for (const party of parties)
      added.push({
        relation,
        source: party,
        target: value,
        start: value.start,
        end: value.end,
        confidence: 0.4,
      });
  }
  return added;
};

// Words right before a date that make it an end, a deadline or another event's day.
const NOT_OF_THE_AGREEMENT =
  /\b(?:until|till|through|to|by|before|after|later[ \u00a0]+than|ends?|ended|ending|expir\w*|terminat\w*|determin\w*|review\w*|deliver\w*|due|falling|complet\w*|maturity|renew\w*|notice|meeting|resolution|invoice\w*|shipment|ship|dispatch\w*|arriv\w*|return\w*|accepted|acceptance|period|term|from[ \u00a0][^.;\n]*[ \u00a0]to)\b[^.;\n]{0,24}$/iu;

/**
 * A date of the agreement: not one the words before it make an end, a deadline or another
 * event's day ("until", "no later than", "expires on"), one whose label the relation's
 * description excludes, a day a sum is paid on ("€25,000 on 15 January 2026"), or a bare year
 * ("Incoterms 2020").
 */
export const agreementDate =
  (excludes: (label: string) => boolean, sums: Mention[]) =>
  (date: Mention, before: string): boolean =>
    !/^\d{4}$/u.test(date.label.trim()) &&
    !NOT_OF_THE_AGREEMENT.test(before) &&
    !excludes(before) &&
    !sums.some((sum) => sum.end <= date.start && sum.end >= date.start - before.length);

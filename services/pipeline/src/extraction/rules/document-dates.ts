import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { RelationMention } from './relations';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * The dates a document states of itself, for each of its parties, where no cue says so: "This
 * Agreement has been entered into on 9 October 2023", "Order Effective Date: June 3, 2024", the
 * date atop a letter, "Done at Sambreville on 17 February 2025". Through the one relation from an
 * organisation's class to a class of dates, each date nothing relates yet is its parties', unless
 * the words before it say it ends, limits or schedules something ("until", "no later than",
 * "expires on", "Expiry Date:", "delivery") or name what the relation's description excludes.
 * A bare year is no such date ("Incoterms 2020").
 */

// Words right before a date that make it an end, a deadline or another event's day.
const NOT_OF_THE_AGREEMENT =
  /\b(?:until|till|through|to|by|before|after|later[ \u00a0]+than|ends?|ended|ending|expir\w*|terminat\w*|determin\w*|review\w*|deliver\w*|due|falling|complet\w*|maturity|renew\w*|notice|meeting|resolution|invoice\w*|shipment|ship|dispatch\w*|arriv\w*|return\w*|accepted|acceptance|period|term|from[ \u00a0][^.;\n]*[ \u00a0]to)\b[^.;\n]{0,24}$/iu;

export const documentDates = (
  text: string,
  sentences: Span[],
  relation: OntologyRelation,
  dates: Mention[],
  parties: Mention[],
  found: RelationMention[],
  excludes: (label: string) => boolean,
  /** Sums: a date right after one is when it is paid ("€25,000 on 15 January 2026"). */
  sums: Mention[] = [],
): RelationMention[] => {
  if (parties.length === 0) return [];
  const related = new Set(found.filter((r) => r.relation === relation).map((r) => r.target.label));
  const added: RelationMention[] = [];
  for (const date of dates) {
    if (related.has(date.label) || /^\d{4}$/u.test(date.label.trim())) continue;
    const sentence = sentences[sentenceOf(sentences, date.start)];
    const lineStart = text.lastIndexOf('\n', date.start - 1) + 1;
    const from = Math.max(sentence?.start ?? 0, lineStart, date.start - 60);
    const before = text.slice(from, date.start);
    if (
      NOT_OF_THE_AGREEMENT.test(before) ||
      excludes(before) ||
      sums.some((sum) => sum.end <= date.start && sum.end >= from)
    )
      continue;
    for (const party of parties)
      added.push({
        relation,
        source: party,
        target: date,
        start: date.start,
        end: date.end,
        confidence: 0.4,
      });
  }
  return added;
};

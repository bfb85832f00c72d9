import nlp from 'compromise';
import type { OntologyClass } from '@ontoloom/contract/domain';
import { classKind } from '@ontoloom/contract/domain';

export type NerType = 'person' | 'organization' | 'place';
export type NerSpan = { type: NerType; start: number; end: number };

const TAGS: [string, NerType][] = [
  ['#Person+', 'person'],
  ['#Organization+', 'organization'],
  ['#Place+', 'place'],
];

type Term = { offset?: { start: number; length: number } };
type NlpView = { fullPointer: [number, number, number][] };
type NlpDocument = NlpView & {
  compute: (method: string) => void;
  match: (pattern: string) => NlpView;
  document: Term[][];
};

// Titles are not part of a name ("Dr. Maria Lopez" is Maria Lopez).
// Degrees and titles compromise sometimes tags as people on their own.
const NOT_NAMES = /^(?:PhD|Ph\.D|MD|MBA|MSc|BSc|BA|MA|Dr|Mr|Mrs|Ms|Prof|Sir)\.?$/;
const HONORIFIC = /^(?:(?:dr|mr|mrs|ms|prof|sir|dame|rev|gen|col|capt|lt|sgt)\.?\s+)+/i;

/**
 * People, organisations and places found by compromise, whose lexicon and rules ship inside its
 * npm package (no model download). Offsets are read from the term pointers rather than through
 * `.json({offset})`, which is several times slower.
 */
export const findNamedEntities = (text: string): NerSpan[] => {
  const doc = nlp(text) as unknown as NlpDocument;
  doc.compute('offset');
  const spans: NerSpan[] = [];
  for (const [pattern, type] of TAGS) {
    for (const [sentence, from, to] of doc.match(pattern).fullPointer) {
      const terms = doc.document[sentence]!.slice(from, to);
      const first = terms[0]?.offset;
      const last = terms[terms.length - 1]?.offset;
      if (!first || !last) continue;
      let start = first.start;
      let end = last.start + last.length;
      const raw = text.slice(start, end);
      const trimmedEnd = raw.replace(/[\s.,;:!?'"’)]+$/u, '').replace(/['’]s$/u, '');
      end = start + trimmedEnd.length;
      const honorific = HONORIFIC.exec(trimmedEnd)?.[0].length ?? 0;
      start += honorific;
      if (end - start >= 2 && !NOT_NAMES.test(text.slice(start, end)))
        spans.push({ type, start, end });
    }
  }
  // compromise may give one span two types ("Helen Park" as a person and a place): people first,
  // then organisations, then places, as TAGS lists them.
  const seen = new Set<string>();
  return spans
    .filter((span) => {
      const key = `${span.start}:${span.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
};

/**
 * Which ontology classes receive each type of named entity: the classes of that kind (their
 * `kind`, else what their words say), in ontology order; several classes of one kind are told
 * apart per mention by `ClassChooser`. `overrides` names the one class for a type.
 */
export const nerClassMap = (
  classes: OntologyClass[],
  overrides: Partial<Record<NerType, string>> = {},
): Partial<Record<NerType, string[]>> => {
  const map: Partial<Record<NerType, string[]>> = {};
  for (const type of ['person', 'organization', 'place'] as const) {
    const found = classes.filter((cls) => classKind(cls) === type).map((cls) => cls.name);
    const chosen = overrides[type] ? [overrides[type]] : found;
    if (chosen.length > 0) map[type] = chosen;
  }
  return map;
};

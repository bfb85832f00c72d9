import type { OntologyClass, OntologyProperty, PropertyType } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import type { TypedValue, ValueType } from './typed-values';

export type Assignment = {
  mention: Mention;
  property: string;
  value: TypedValue;
  confidence: number;
};

const ACCEPTS: Record<ValueType, PropertyType[]> = {
  date: ['date'],
  money: ['money'],
  number: ['number'],
  email: ['email'],
  url: ['url'],
};

// Words of a property's name, cut to a stem: "founded_date" → "foun", "date".
const stems = (property: OntologyProperty): string[] =>
  property.name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 4));

/** The property a value goes to in a class, and whether its name appears near the value. */
const pickProperty = (
  cls: OntologyClass,
  value: TypedValue,
  context: string,
): { property: OntologyProperty; cued: boolean } | null => {
  const compatible = cls.properties.filter((p) => ACCEPTS[value.type].includes(p.type));
  if (compatible.length === 0) return null;
  const words = context
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const cued = compatible.find((p) =>
    stems(p).some((stem) => words.some((w) => w.startsWith(stem))),
  );
  return cued ? { property: cued, cued: true } : { property: compatible[0]!, cued: false };
};

// An email or a URL next to a name belongs to it; a bare date, number or amount is too common
// to attach without its property being named nearby ("founded in 1990", "250 employees").
const NEEDS_CUE: Record<ValueType, boolean> = {
  date: true,
  money: true,
  number: true,
  email: false,
  url: false,
};

/**
 * Gives each typed value found in a sentence to one mention of that sentence whose class has a
 * property of that type: a property named near the value wins, then the nearest mention before
 * the value, then the nearest after it.
 */
export const assignValues = (
  text: string,
  sentences: Span[],
  mentions: Mention[],
  values: TypedValue[],
  classByName: Map<string, OntologyClass>,
): Assignment[] => {
  const assignments: Assignment[] = [];
  for (const value of values) {
    const sentence = sentences[sentenceOf(sentences, value.start)];
    if (!sentence) continue;
    const context =
      text.slice(Math.max(sentence.start, value.start - 40), value.start) +
      ' ' +
      text.slice(value.end, Math.min(sentence.end, value.end + 20));
    const ranked = mentions
      .filter((m) => m.start >= sentence.start && m.end <= sentence.end)
      .filter((m) => m.end <= value.start || m.start >= value.end)
      .flatMap((mention) => {
        const picked = pickProperty(classByName.get(mention.class_name)!, value, context);
        if (!picked) return [];
        const distance =
          mention.end <= value.start
            ? value.start - mention.end
            : 10_000 + mention.start - value.end;
        return [{ mention, ...picked, distance }];
      })
      .filter((candidate) => candidate.cued || !NEEDS_CUE[value.type])
      .sort((a, b) => Number(b.cued) - Number(a.cued) || a.distance - b.distance);
    const best = ranked[0];
    if (best) {
      assignments.push({
        mention: best.mention,
        property: best.property.name,
        value,
        confidence: best.cued ? 0.8 : 0.6,
      });
    }
  }
  return assignments;
};

import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

/**
 * A field of a form, a letter head or a list: "Born: March 3, 1940, Mobile", "PMH: hypertension,
 * type 2 diabetes", "Headquarters: Leeds, United Kingdom", "Diagnoses 1. Insomnia 2. …". Where a
 * document's lines were joined, a value runs to the next field's label, its sentence's end or its
 * paragraph's end.
 */
export type Field = {
  label: string;
  labelStart: number;
  valueStart: number;
  valueEnd: number;
};

// The words before a colon, at most four, the first capitalised: "Seen by", "Ward doctor",
// "Medications on discharge", "PMH".
const LABEL_BEFORE =
  /(?:^|[^\p{L}\p{N}'’-])((?:\p{L}[\p{L}/'’&-]*[ \u00a0]){0,3}\p{L}[\p{L}/'’&-]*)$/u;
const COLON = /:(?=[ \u00a0\n])/g;
// A heading that opens a numbered or bulleted list: "Diagnoses 1. …", "Medication - …".
const HEADING =
  /(?:^|\n)[ \t]*(\p{Lu}[\p{L}'’-]*(?:[ \u00a0]\p{L}[\p{L}'’-]*){0,2})[ \u00a0]+(?=(?:1[.)]|[-•*–])[ \u00a0])/gu;

export const findFields = (text: string, sentences: Span[], mentions: Mention[]): Field[] => {
  const fields: Omit<Field, 'valueEnd'>[] = [];
  for (const colon of text.matchAll(COLON)) {
    const at = colon.index;
    const before = LABEL_BEFORE.exec(text.slice(Math.max(0, at - 60), at));
    if (!before) continue;
    let labelStart = at - before[1]!.length;
    // Not into a name written before it ("Mrs Ann Hale DOB:"), nor across a sentence; a word
    // in lower case is the label's ("Medications on discharge:").
    const sentence = sentences[sentenceOf(sentences, at)];
    for (const m of mentions)
      if (m.end > labelStart && m.end <= at && m.start < at && /^\P{Ll}/u.test(text[m.start]!))
        labelStart = Math.max(labelStart, m.end);
    if (sentence) labelStart = Math.max(labelStart, sentence.start);
    let label = text.slice(labelStart, at);
    // The label starts at its first capitalised word.
    const first = /\p{Lu}/u.exec(label);
    if (!first) continue;
    labelStart += first.index;
    label = text.slice(labelStart, at).trim();
    if (label === '' || /[.;,]/.test(label)) continue;
    fields.push({ label, labelStart, valueStart: at + 1 });
  }
  for (const heading of text.matchAll(HEADING)) {
    const labelStart = heading.index + heading[0].indexOf(heading[1]!);
    fields.push({
      label: heading[1]!,
      labelStart,
      valueStart: heading.index + heading[0].length,
    });
  }
  fields.sort((a, b) => a.labelStart - b.labelStart);
  return fields.map((field, i) => {
    const next = fields[i + 1]?.labelStart ?? text.length;
    const paragraphEnd = text.indexOf('\n', field.valueStart);
    const sentence = sentences[sentenceOf(sentences, field.valueStart)];
    // A list's items are sentences of their own ("1. Insomnia 2. Anxiety"): a heading's value
    // runs to its paragraph's end.
    const heading = text[field.valueStart - 1] !== ':';
    const sentenceEnd = heading || !sentence ? text.length : sentence.end;
    return {
      ...field,
      valueEnd: Math.min(next, paragraphEnd === -1 ? text.length : paragraphEnd, sentenceEnd),
    };
  });
};

const TRAILING_PREPOSITION = /\s+(?:of|at|for|in|with|to|from|on|as)$/i;

const plurals = (noun: string): string[] => [
  noun,
  `${noun}s`,
  `${noun}es`,
  noun.replace(/is$/, 'es'),
  noun.replace(/y$/, 'ies'),
];

/** What a field label names: relations (by their cues) and classes (by their label and aliases). */
export class FieldLabels {
  private readonly relationForms = new Map<string, OntologyRelation[]>();
  private readonly classForms = new Map<string, string[]>();

  constructor(relations: OntologyRelation[], classNouns: Map<string, string[]>) {
    for (const relation of relations)
      for (const cue of relation.cues) {
        const lower = cue.trim().toLowerCase().replace(/\.$/, '');
        for (const form of new Set([lower, lower.replace(TRAILING_PREPOSITION, '')])) {
          if (form.length < 2) continue;
          const list = this.relationForms.get(form) ?? [];
          if (!list.includes(relation)) list.push(relation);
          this.relationForms.set(form, list);
        }
      }
    for (const [className, nouns] of classNouns)
      for (const noun of nouns)
        for (const form of plurals(noun)) {
          const list = this.classForms.get(form) ?? [];
          if (!list.includes(className)) list.push(className);
          this.classForms.set(form, list);
        }
  }

  /** Relations whose cue the label is ("Born", "Seen by", "Headquarters" for "headquarters in"). */
  relations(label: string): OntologyRelation[] {
    return this.relationForms.get(label.toLowerCase()) ?? [];
  }

  /** Classes the label names: the whole label or its first or last word ("Current medication"). */
  classes(label: string): string[] {
    const lower = label.toLowerCase();
    const words = lower.split(/[ \u00a0]+/);
    for (const form of [lower, words[0]!, words.at(-1)!]) {
      const found = this.classForms.get(form);
      if (found) return found;
    }
    return [];
  }
}

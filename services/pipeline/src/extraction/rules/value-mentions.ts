import type { OntologyClass } from '@ontoloom/contract/domain';
import { classKind } from '@ontoloom/contract/domain';
import type { ClassChooser } from './class-choice';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import type { TypedValue } from './typed-values';
import type { MeasureOptions } from './units';
import { findQuantities, isDose, isMeasure } from './units';

const VALUE_CONFIDENCE = 0.8;
const DOSE_WORDS = /\b(?:dose|doses|dosage|dosing|posology)\b/i;

// A class is of doses by its own name ("Dose", "DrugDose", "Dosage"); a class of quantities that
// lists "dose" among other measures ("concentration", "dose", "depth") takes every measure.
const isDoseClass = (cls: OntologyClass): boolean =>
  DOSE_WORDS.test([cls.name.replace(/([a-z])([A-Z])/g, '$1 $2'), cls.label].join(' '));
// A class of measurements takes percentages or spans of time only when its words name them.
const PERCENT_WORDS =
  /\b(?:percent|percentages?|proportions?|shares?|rates?|ratios?|fractions?|efficienc(?:y|ies)|yields?)\b/i;
const DURATION_WORDS = /\b(?:durations?|times?|periods?|intervals?|ages?|lengths? of)\b/i;
const measureOptions = (cls: OntologyClass): MeasureOptions => {
  const words = [cls.name.replace(/([a-z])([A-Z])/g, '$1 $2'), cls.label, ...cls.aliases].join(' ');
  return { percentages: PERCENT_WORDS.test(words), durations: DURATION_WORDS.test(words) };
};

/**
 * Classes whose things are values (kind date, money or quantity) get a mention for each such value
 * in the text, labelled as written ("12 March 2021", "$4.5 million", "20 mg"). A dose class takes
 * only amounts in units of what is given (mg, ml, IU, tablets…). Several classes of one kind
 * (a start date and an end date) are told apart by the words around each value.
 */
export class ValueMentionFinder {
  private readonly dates: string[];
  private readonly money: string[];
  private readonly doses: string[];
  private readonly quantities: string[];
  private readonly measures: MeasureOptions;

  constructor(
    classes: OntologyClass[],
    private readonly chooser: ClassChooser,
  ) {
    const ofKind = (kind: string): OntologyClass[] => classes.filter((c) => classKind(c) === kind);
    this.dates = ofKind('date').map((c) => c.name);
    this.money = ofKind('money').map((c) => c.name);
    this.doses = ofKind('quantity')
      .filter(isDoseClass)
      .map((c) => c.name);
    const measureClasses = ofKind('quantity').filter((c) => !isDoseClass(c));
    this.quantities = measureClasses.map((c) => c.name);
    const options = measureClasses.map(measureOptions);
    this.measures = {
      percentages: options.some((o) => o.percentages),
      durations: options.some((o) => o.durations),
    };
  }

  get empty(): boolean {
    return this.dates.length + this.money.length + this.doses.length + this.quantities.length === 0;
  }

  find(text: string, sentences: Span[], values: TypedValue[]): Mention[] {
    if (this.empty) return [];
    const mentions: Mention[] = [];
    // One value written two ways ("12 January 2025" and "2025-01-12", "$22M" and "$22 million")
    // is one entity, labelled with its fullest writing (set once all are found, below).
    const sameValue = new Map<string, Mention[]>();
    const add = (spans: (Span & { value?: string | number })[], candidates: string[]): void => {
      if (candidates.length === 0) return;
      for (const span of spans) {
        const sentence = sentences[sentenceOf(sentences, span.start)] ?? {
          start: 0,
          end: text.length,
        };
        let best = candidates[0]!;
        let bestScore = 0;
        for (const candidate of candidates) {
          const score = this.chooser.score(text, sentence, span, candidate);
          if (score > bestScore) [best, bestScore] = [candidate, score];
        }
        const mention: Mention = {
          class_name: best,
          start: span.start,
          end: span.end,
          label: text.slice(span.start, span.end),
          confidence: VALUE_CONFIDENCE,
          source: 'value',
        };
        mentions.push(mention);
        if (span.value !== undefined) {
          const key = `${best}\u0000${span.value}`;
          sameValue.set(key, [...(sameValue.get(key) ?? []), mention]);
        }
      }
    };
    add(
      values.filter((v) => v.type === 'date'),
      this.dates,
    );
    add(
      values.filter((v) => v.type === 'money'),
      this.money,
    );
    for (const group of sameValue.values()) {
      const fullest = group.reduce((a, b) => (b.label.length > a.label.length ? b : a)).label;
      for (const mention of group) mention.label = fullest;
    }
    const taken = values.filter((v) => v.type === 'money' || v.type === 'date');
    const free = (span: Span): boolean =>
      !taken.some((v) => span.start < v.end && v.start < span.end);
    if (this.doses.length + this.quantities.length === 0) return mentions;
    const quantities = findQuantities(text).filter(free);
    // A dose where a dose class takes it, any other measurement where a class of them does.
    const doses = this.doses.length > 0 ? quantities.filter(isDose) : [];
    add(doses, this.doses);
    add(
      quantities.filter((q) => !doses.includes(q) && isMeasure(q, this.measures)),
      this.quantities,
    );
    return mentions;
  }
}

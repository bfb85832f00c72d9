import { escapeRegExp } from '@ontoloom/contract/domain';
import type { OntologyClass } from '@ontoloom/contract/domain';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';

// A clinician is often named only through a title: "Dr Okafor", "Nurse Ellis".
// So is one named by the trade before the name ("Paramedic Joaquín Etxeberria", "Midwife Ann
// Lee"), when the ontology's words for clinicians do not list it.
const CLINICAL_TITLES = [
  'dr',
  'doctor',
  'nurse',
  'prof',
  'professor',
  'consultant',
  'sister',
  'paramedic',
  'midwife',
  'pharmacist',
  'physiotherapist',
  'physio',
  'dietitian',
  'dietician',
  'radiographer',
  'registrar',
  'psychiatrist',
  'psychologist',
  'surgeon',
  'anaesthetist',
  'anesthesiologist',
  'therapist',
  'optometrist',
  'podiatrist',
  'dentist',
  'practitioner',
];
const CLINICIAN_WORDS = /\b(?:doctor|physician|clinician|nurse|surgeon|consultant|gp|therapist)\b/i;

// Where one field of a form's line ends and the next begins: a wide space, a tab or a bar.
const FIELD_BREAK = /[ \u00a0]{3,}|\t|\|/u;

/** A word that names a class, standing right before a mention ("Dr", "patient") or nearby. */
const ADJACENT = 24;
const ADJACENT_WEIGHT = 3;

/**
 * Chooses, among the classes of one kind, the class a mention's context names: in a clinical
 * ontology with `Patient` and `Clinician`, "Dr Maria Lopez" and "seen by Maria Lopez, the
 * consultant" are clinicians, "the patient, Tom Hale" a patient. Each class is named by its label,
 * its aliases and the words of its name; the words right before a mention weigh most, the rest of
 * its sentence by distance. With no word for any of them, the first class (ontology order) wins.
 */
export class ClassChooser {
  private readonly cues = new Map<string, RegExp>();

  constructor(classes: OntologyClass[]) {
    for (const cls of classes) {
      const words = new Set(
        [cls.label, ...cls.aliases, cls.name.replace(/([a-z])([A-Z])/g, '$1 $2')]
          .map((w) => w.trim().toLowerCase())
          .filter((w) => w.length >= 2),
      );
      if ([...words].some((w) => CLINICIAN_WORDS.test(w)))
        for (const title of CLINICAL_TITLES) words.add(title);
      const alternatives = [...words]
        .sort((a, b) => b.length - a.length)
        .map((w) => `${escapeRegExp(w)}(?:s|es)?`);
      this.cues.set(
        cls.name,
        new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'giu'),
      );
    }
  }

  /** How strongly the words around `span` name `className`. */
  score(text: string, sentence: Span, span: Span, className: string): number {
    const regex = this.cues.get(className);
    if (!regex) return 0;
    let score = 0;
    for (const match of text.slice(sentence.start, sentence.end).matchAll(regex)) {
      const start = sentence.start + match.index;
      const end = start + match[0].length;
      if (start < span.end && span.start < end) continue;
      const gap = end <= span.start ? span.start - end : start - span.end;
      const before = end <= span.start;
      // Another field of a form's line says nothing of this one: in "Name: Willem Achterberg
      // DOB 03/05/1959   GP: Dr Rukmini Pillai" the GP's words are not the patient's.
      const between = before ? text.slice(end, span.start) : text.slice(span.end, start);
      if (FIELD_BREAK.test(between) || (!before && between.includes(':'))) continue;
      score +=
        before && gap <= ADJACENT && !/[.;:!?]/.test(text.slice(end, span.start))
          ? ADJACENT_WEIGHT
          : 1 / (1 + gap / 40);
    }
    return score;
  }

  /**
   * One class per written name in a chunk: the occurrences' scores are added up, so a name
   * introduced as "Dr Lena Ortiz" stays a clinician where it appears alone later.
   */
  chooseForNames(
    text: string,
    sentences: Span[],
    spans: Span[],
    candidates: string[],
  ): Map<string, string> {
    const chosen = new Map<string, string>();
    if (candidates.length === 0) return chosen;
    const byName = new Map<string, Span[]>();
    for (const span of spans) {
      const name = text.slice(span.start, span.end);
      byName.set(name, [...(byName.get(name) ?? []), span]);
    }
    for (const [name, occurrences] of byName) {
      if (candidates.length === 1) {
        chosen.set(name, candidates[0]!);
        continue;
      }
      let best = candidates[0]!;
      let bestScore = 0;
      for (const candidate of candidates) {
        let score = 0;
        for (const span of occurrences) {
          const sentence = sentences[sentenceOf(sentences, span.start)] ?? {
            start: 0,
            end: text.length,
          };
          score += this.score(text, sentence, span, candidate);
        }
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
      chosen.set(name, best);
    }
    return chosen;
  }
}

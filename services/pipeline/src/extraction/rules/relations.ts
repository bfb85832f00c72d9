import { escapeRegExp } from '@ontoloom/contract/domain';
import nlp from 'compromise';
import type { OntologyRelation } from '@ontoloom/contract/domain';
import type { Mention } from './mentions';
import type { Span } from './sentences';
import { sentenceOf } from './sentences';
import { isVerb } from './names';

export type RelationMention = {
  relation: OntologyRelation;
  source: Mention;
  target: Mention;
  /** The words that state it: from the first of source, cue and target to the last. */
  start: number;
  end: number;
  confidence: number;
};

type Conjugation = Partial<
  Record<'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle', string>
>;
type VerbView = { has: (tag: string) => boolean; verbs: () => { conjugate: () => Conjugation[] } };

const formsCache = new Map<string, string[]>();

/**
 * The written forms of a cue's word: a verb in every tense compromise knows ("buy": buys, bought,
 * buying), any word with the regular endings ("treat": treats, treated, treating).
 */
const wordForms = (word: string): string[] => {
  const key = word.toLowerCase();
  const cached = formsCache.get(key);
  if (cached) return cached;
  const forms = new Set([key]);
  if (/^\p{L}{3,}$/u.test(key)) {
    const doc = nlp(key) as unknown as VerbView;
    if (doc.has('#Verb')) {
      const conjugation = doc.verbs().conjugate()[0] ?? {};
      for (const form of [
        conjugation.Infinitive,
        conjugation.PastTense,
        conjugation.PresentTense,
        conjugation.Gerund,
        conjugation.Participle,
      ])
        if (form && /^\p{L}+$/u.test(form)) forms.add(form.toLowerCase());
    }
  }
  const alternatives = [...forms].map((form) =>
    form.length >= 3 ? `${escapeRegExp(form)}(?:s|es|ed|d|ing)?` : escapeRegExp(form),
  );
  formsCache.set(key, alternatives);
  return alternatives;
};

const cueSource = (cue: string): string =>
  cue
    .trim()
    .split(/\s+/)
    .map((word) => {
      // "-based" is written after a name: "the Stuttgart-based company".
      if (word.startsWith('-')) return escapeRegExp(word);
      const forms = wordForms(word);
      return forms.length === 1 ? forms[0]! : `(?:${forms.join('|')})`;
    })
    .join('\\s+');

// A role cue ending in a preposition ("chief executive of") is also written as a title right
// before the name ("Chief Executive Annika Sauer").
const TRAILING_PREPOSITION = /\s+(?:of|at|for|in|with|to|from|on)$/i;

// A cue written as a suffix ("-based") follows a word: "the Accra-based lender".
const cueRegex = (cues: string[]): RegExp | null =>
  cues.length === 0
    ? null
    : new RegExp(
        `(?:${cues
          .map((cue) => (cue.trim().startsWith('-') ? '' : '(?<![\\p{L}\\p{N}])') + cueSource(cue))
          .map((source) => `(?:${source})`)
          .join('|')})(?![\\p{L}\\p{N}])`,
        'giu',
      );

const NEGATION = /\b(?:not|never|no longer|neither|nor|denies|denied|without)\b|n't\b/i;
const COORDINATION = /^\s*(?:,|and|or|, and|, or|&)\s*$/i;
/** A cue with no mention around it in this many characters says nothing about them. */
const MAX_GAP = 120;
/** A title cue must stand right before its name. */
const TITLE_GAP = 2;

/** The mentions joined to `first` by "and", "or" or commas, going right or left. */
const coordinated = (
  text: string,
  mentions: Mention[],
  first: Mention,
  direction: 1 | -1,
): Mention[] => {
  const list = [first];
  const ordered = direction === 1 ? mentions : [...mentions].reverse();
  for (const next of ordered) {
    const last = list[list.length - 1]!;
    if (direction === 1 ? next.start < last.end : next.end > last.start) continue;
    const gap =
      direction === 1 ? text.slice(last.end, next.start) : text.slice(next.end, last.start);
    if (next.class_name !== first.class_name || !COORDINATION.test(gap)) break;
    list.push(next);
  }
  return list;
};

/**
 * Whether a cue opens its sentence or line ("Takes sertraline…", "- Started on…", "Born in Porto
 * in 1931, she…"): a clause without a subject. "Her colleague joined…" has one.
 */
const opensClause = (text: string, at: number): boolean => {
  const lineStart = Math.max(
    text.lastIndexOf('\n', at - 1),
    text.lastIndexOf('. ', at - 1) + 1,
    text.lastIndexOf(': ', at - 1) + 1,
    text.lastIndexOf('; ', at - 1) + 1,
  );
  return /^[\s\-–•*\d.)(]*$/.test(text.slice(lineStart + 1, at));
};

type CueMatch = { relation: OntologyRelation; start: number; end: number; title: boolean };

const gapTo = (mention: Mention, cue: { start: number; end: number }): number =>
  mention.end <= cue.start
    ? cue.start - mention.end
    : mention.start >= cue.end
      ? mention.start - cue.end
      : 0;

/**
 * Relations from cue phrases, within one sentence. The cue's forms are read generously (every
 * tense of its verbs; a role cue also as a title before a name). For a relation between two
 * different classes, the source and the target are the mentions of those classes nearest the cue,
 * on either side ("Acme acquired Beta", "Its founder, Pieter Veldkamp", "Chief Executive Annika
 * Sauer of Halbrecht"); between two mentions of one class, the one before the cue is the source,
 * unless the cue is passive ("Beta was acquired by Acme"). Lists joined by "and" or commas each
 * get the relation; a negated cue gives none.
 */
export class RelationFinder {
  private readonly cues: {
    relation: OntologyRelation;
    regex: RegExp | null;
    title: RegExp | null;
  }[];

  private readonly relations: OntologyRelation[];
  private readonly cueWords: Map<OntologyRelation, RegExp | null>;

  constructor(
    relations: OntologyRelation[],
    /** Each class's label and aliases, lower-case: the nouns that introduce its mentions. */
    private readonly classNouns: Map<string, string[]> = new Map(),
    /** Classes whose things are values (dates, amounts, quantities). */
    private readonly valueClasses: ReadonlySet<string> = new Set(),
  ) {
    this.relations = relations;
    this.cueWords = new Map(
      relations.map((relation) => [
        relation,
        cueRegex(relation.cues.flatMap((cue) => cue.split(/\s+/)).filter((w) => w.length >= 4)),
      ]),
    );
    this.cues = relations.map((relation) => {
      const cues = relation.cues.length > 0 ? relation.cues : [relation.name.replace(/_/g, ' ')];
      const titles = cues
        .filter((cue) => TRAILING_PREPOSITION.test(cue.trim()))
        .map((cue) => cue.trim().replace(TRAILING_PREPOSITION, ''))
        .filter((cue) => cue.length >= 3);
      return { relation, regex: cueRegex(cues), title: cueRegex(titles) };
    });
  }

  private matches(text: string): CueMatch[] {
    const found: CueMatch[] = [];
    for (const { relation, regex, title } of this.cues) {
      for (const [pattern, isTitle] of [
        [regex, false],
        [title, true],
      ] as const) {
        if (!pattern) continue;
        for (const cue of text.matchAll(pattern)) {
          const start = cue.index;
          const end = start + cue[0].length;
          if (
            isTitle &&
            found.some((f) => f.relation === relation && f.start <= start && f.end >= end)
          )
            continue;
          found.push({ relation, start, end, title: isTitle });
        }
      }
    }
    // A cue inside a longer cue of another relation between the same classes gives way to it:
    // "at" (works at) inside "studied at" (studied at).
    return found.filter(
      (m) =>
        !found.some(
          (o) =>
            o !== m &&
            o.relation.source === m.relation.source &&
            o.relation.target === m.relation.target &&
            o.start <= m.start &&
            o.end >= m.end &&
            o.end - o.start > m.end - m.start,
        ),
    );
  }

  /**
   * The relation two classes are linked by: the only one between them (either direction), or,
   * among several, the one whose cue words appear in `phrase` ("its founder": founded_by).
   */
  private between(a: string, b: string, phrase: string): OntologyRelation | null {
    const candidates = this.relations.filter(
      (r) => (r.source === a && r.target === b) || (r.source === b && r.target === a),
    );
    if (candidates.length === 1) return candidates[0]!;
    const cued = candidates.filter((r) => {
      const regex = this.cueWords.get(r);
      if (!regex) return false;
      regex.lastIndex = 0;
      return regex.test(phrase);
    });
    return cued.length === 1 ? cued[0]! : null;
  }

  private oriented(
    relation: OntologyRelation,
    x: Mention,
    y: Mention,
  ): { source: Mention; target: Mention } | null {
    if (relation.source === x.class_name && relation.target === y.class_name)
      return { source: x, target: y };
    if (relation.source === y.class_name && relation.target === x.class_name)
      return { source: y, target: x };
    return null;
  }

  /**
   * Relations stated by the shape of the text rather than a cue: a value or name in brackets or
   * right after another ("Inês Mota (4 May 1931 – …)", "atorvastatin 20 mg"), and a possessive
   * apposition ("Its founder, Pieter Veldkamp", "Her first novel, A Casa do Rio", "Acme's chief
   * executive John Doe"). The relation is the only one between the two classes, or the one whose
   * cue words the phrase uses.
   */
  private structural(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = [];
    const add = (x: Mention, y: Mention, phrase: string, confidence: number): void => {
      if (x.class_name === y.class_name) return;
      const relation = this.between(x.class_name, y.class_name, phrase);
      const pair = relation && this.oriented(relation, x, y);
      if (!relation || !pair) return;
      if (NEGATION.test(phrase)) return;
      found.push({
        relation,
        ...pair,
        start: Math.min(x.start, y.start),
        end: Math.max(x.end, y.end),
        confidence,
      });
    };
    mentions.forEach((mention, i) => {
      const sentence = sentenceOf(sentences, mention.start);
      const next = mentions.slice(i + 1).find((m) => m.start >= mention.end);
      if (!next || sentenceOf(sentences, next.start) !== sentence) return;
      const gap = text.slice(mention.end, next.start);
      // Adjacent: "Ines Mota (4 May 1931", "atorvastatin 20 mg", "atorvastatin, 20 mg"; never
      // through a pronoun ("In January 2017 she").
      const adjacent =
        mention.source !== 'coreference' &&
        next.source !== 'coreference' &&
        (/^\s?\(\s?$/.test(gap) ||
          (this.valueClasses.has(next.class_name) && /^[ ,:]{1,2}$/.test(gap)));
      if (adjacent) {
        add(mention, next, gap, 0.6);
        return;
      }
      // Possessive apposition: "<possessor>'s|its|her … <noun>, <name>".
      const possessor = mention.possessive === true || /^['’]s\s/.test(gap);
      if (!possessor) return;
      const phrase = gap.replace(/^['’]s/, '');
      const shape = /^\s+(?:[\p{L}-]+\s+){0,3}?([\p{L}-]+)\s*,?\s*$/u.exec(phrase);
      if (!shape) return;
      const noun = shape[1]!.toLowerCase();
      // "Her colleague joined Globex": a verb before the name, not an apposition.
      if (isVerb(noun) && !/,\s*$/.test(phrase)) return;
      const names = this.classNouns.get(next.class_name) ?? [];
      const cueNoun = this.relations.some((r) => {
        const regex = this.cueWords.get(r);
        if (!regex) return false;
        regex.lastIndex = 0;
        return regex.test(noun);
      });
      if (!cueNoun && !names.some((n) => n === noun || `${n}s` === noun)) return;
      add(mention, next, phrase, 0.6);
    });
    return found;
  }

  /**
   * The one thing of a class the document is about: the class's only entity (one label) among
   * the named mentions, for classes that are the source of a relation.
   */
  private subjectsOf(mentions: Mention[]): Map<string, Mention> {
    const labels = new Map<string, Set<string>>();
    const first = new Map<string, Mention>();
    for (const m of mentions) {
      if (m.source === 'coreference' || m.source === 'value') continue;
      labels.set(m.class_name, (labels.get(m.class_name) ?? new Set()).add(m.label));
      if (!first.has(m.class_name)) first.set(m.class_name, m);
    }
    const subjects = new Map<string, Mention>();
    for (const [className, set] of labels)
      if (set.size === 1 && this.relations.some((r) => r.source === className))
        subjects.set(className, first.get(className)!);
    return subjects;
  }

  find(text: string, sentences: Span[], mentions: Mention[]): RelationMention[] {
    const found: RelationMention[] = this.structural(text, sentences, mentions);
    const subjects = this.subjectsOf(mentions);
    for (const cue of this.matches(text)) {
      const { relation } = cue;
      const sentence = sentences[sentenceOf(sentences, cue.start)];
      if (!sentence) continue;
      // A possessive is not what a verb is about: in "her colleague joined Globex" the
      // colleague joined (possessives state relations only through `structural`).
      const inSentence = mentions.filter(
        (m) =>
          m.start >= sentence.start &&
          m.end <= sentence.end &&
          !m.possessive &&
          !(m.start < cue.end && cue.start < m.end),
      );
      const pairs: { source: Mention; target: Mention; confidence: number; implied?: boolean }[] =
        relation.source === relation.target
          ? this.sameClassPairs(text, cue, inSentence)
          : this.pairs(text, cue, inSentence, subjects);
      for (const { implied, ...pair } of pairs) {
        if (pair.source.start === pair.target.start) continue;
        // An implied subject is not part of the stating words.
        const ends = implied ? [pair.target] : [pair.source, pair.target];
        const start = Math.min(...ends.map((m) => m.start), cue.start);
        const end = Math.max(...ends.map((m) => m.end), cue.end);
        found.push({ relation, ...pair, start, end });
      }
    }
    return found;
  }

  /** Source and target of different classes: the nearest of each to the cue. */
  private pairs(
    text: string,
    cue: CueMatch,
    inSentence: Mention[],
    subjects: Map<string, Mention>,
  ): { source: Mention; target: Mention; confidence: number; implied?: boolean }[] {
    const { relation } = cue;
    const nearest = (className: string): Mention | undefined =>
      inSentence
        .filter((m) => m.class_name === className && gapTo(m, cue) <= MAX_GAP)
        .sort((a, b) => gapTo(a, cue) - gapTo(b, cue) || b.start - a.start)[0];
    let source = nearest(relation.source);
    const target = nearest(relation.target);
    // A sentence without its subject ("Takes sertraline 50 mg daily", "Born in Porto in 1931")
    // is about the one the document is about, when the document names only one of that class.
    let implied = false;
    if (!source && target && target.start >= cue.end && opensClause(text, cue.start)) {
      source = subjects.get(relation.source);
      implied = source !== undefined;
    }
    if (!source || !target) return [];
    if (implied) {
      if (NEGATION.test(text.slice(Math.max(0, cue.start - 40), cue.start))) return [];
      return coordinated(text, inSentence, target, 1).map((t) => ({
        source: source!,
        target: t,
        confidence: 0.5,
        implied: true,
      }));
    }
    // A title names the mention right after it.
    if (cue.title && Math.min(gapTo(source, cue), gapTo(target, cue)) > TITLE_GAP) return [];
    const from = Math.min(source.start, target.start, cue.start);
    const to = Math.max(source.end, target.end, cue.end);
    if (NEGATION.test(text.slice(from, cue.start))) return [];
    const between = inSentence.filter(
      (m) => m.start >= from && m.end <= to && m !== source && m !== target,
    ).length;
    const cueBetween =
      Math.min(source.end, target.end) <= cue.start &&
      Math.max(source.start, target.start) >= cue.end;
    const confidence = (cueBetween ? 0.7 : 0.6) - (between > 0 ? 0.1 : 0);
    const side = (m: Mention): 1 | -1 => (m.start >= cue.end ? 1 : -1);
    const sources = coordinated(text, inSentence, source, side(source));
    const targets = coordinated(text, inSentence, target, side(target));
    return sources.flatMap((s) => targets.map((t) => ({ source: s, target: t, confidence })));
  }

  /** Two mentions of one class: before the cue is the source, after it the target (or passive). */
  private sameClassPairs(
    text: string,
    cue: CueMatch,
    inSentence: Mention[],
  ): { source: Mention; target: Mention; confidence: number }[] {
    const { relation } = cue;
    const passive =
      !/\bby$/i.test(text.slice(cue.start, cue.end)) &&
      /^\s+by\b/i.test(text.slice(cue.end, cue.end + 4));
    const left = inSentence
      .filter((m) => m.class_name === relation.source && m.end <= cue.start)
      .at(-1);
    const right = inSentence.find((m) => m.class_name === relation.target && m.start >= cue.end);
    if (!left || !right || gapTo(left, cue) > MAX_GAP || gapTo(right, cue) > MAX_GAP) return [];
    if (NEGATION.test(text.slice(left.end, cue.start))) return [];
    const between = inSentence.filter((m) => m.start >= left.end && m.end <= right.start);
    const confidence = between.length === 0 ? 0.7 : 0.55;
    return coordinated(text, inSentence, right, 1).map((r) =>
      passive ? { source: r, target: left, confidence } : { source: left, target: r, confidence },
    );
  }
}

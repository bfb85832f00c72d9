import type { OntologyRelation } from '@ontoloom/contract/domain';
import nlp from 'compromise';
import { normalizeLabel } from '../ontology-view';
import type { Mention } from './mentions';
import type { RelationMention } from './relations';
import type { Span } from './sentences';

/**
 * A logistic model over pairs of mentions: the weight of each binary feature, the bias, and the
 * probability from which a pair is taken as a relation. Trained by `bench/src/train-pair-scorer.ts`
 * on the generalization corpus's dev split.
 */
export type PairScorerModel = {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
  /** Only pairs with words of their relation in the sentence, or in a list it relates. */
  evidence?: boolean;
};

/**
 * Whether a candidate's sentence says anything of its relation: a cue, a cue's word or the
 * relation's name's word, or the pair is a list's item beside one the rules related.
 */
export const hasEvidence = (features: string[]): boolean =>
  features.some((f) =>
    ['cue:sentence', 'cueword:sentence', 'nameword:sentence', 'rules:list_sibling'].includes(f),
  );

/** A relation two mentions of a sentence could stand in, with what the text says around them. */
export type PairCandidate = {
  relation: OntologyRelation;
  source: Mention;
  target: Mention;
  /** Where the pair is stated: from the first of its named ends to the last. */
  start: number;
  end: number;
  /** Binary features, ontology-independent (no class or relation name in them). */
  features: string[];
  /** The rules already state this relation between these two labels. */
  proposed: boolean;
  /** The sentence says something of the relation (`hasEvidence`). */
  evidence: boolean;
};

type Token = { start: number; end: number; lower: string; stem: string };

const STOP = new Set(
  'a an the of to in for on at by with from as and or but is was are were be been has have had its his her their our this that which who whom it he she they we i'.split(
    ' ',
  ),
);
// Words whose place before the second end says how it is governed ("born in X", "acquired by X").
const FUNCTION_WORDS = new Set(
  'of at in for on by with from to as and or the a an his her its their our who which whom'.split(
    ' ',
  ),
);
const NEGATIONS = new Set(['not', 'never', 'no', 'neither', 'nor', 'without', 'denies', 'denied']);

/** A light suffix stemmer: "founded", "founder", "founding" → "found"; "studies", "study" → "studi". */
export const stem = (word: string): string => {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  for (const suffix of [
    'ations',
    'ation',
    'ings',
    'ing',
    'ers',
    'er',
    'ied',
    'ies',
    'ed',
    'es',
    'ment',
    'ion',
    's',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix === 'ied' || suffix === 'ies') w += 'i';
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
};

const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

export const tokenize = (text: string, from = 0, to = text.length): Token[] => {
  const tokens: Token[] = [];
  const slice = text.slice(from, to);
  for (const m of slice.matchAll(TOKEN)) {
    const lower = m[0].toLowerCase();
    tokens.push({
      start: from + m.index,
      end: from + m.index + m[0].length,
      lower,
      stem: /^[\p{L}]/u.test(lower) ? stem(lower) : lower,
    });
  }
  return tokens;
};

type VerbView = {
  has: (tag: string) => boolean;
  verbs: () => { conjugate: () => Record<string, string | undefined>[] };
};
const stemsCache = new Map<string, Set<string>>();

/** The stems of a word's written forms: a verb in each tense compromise knows ("buy": bought). */
const formStems = (word: string): Set<string> => {
  const cached = stemsCache.get(word);
  if (cached) return cached;
  const stems = new Set([/^[\p{L}]/u.test(word) ? stem(word) : word]);
  if (/^\p{L}{3,}$/u.test(word)) {
    const doc = nlp(word) as unknown as VerbView;
    if (doc.has('#Verb'))
      for (const form of Object.values(doc.verbs().conjugate()[0] ?? {}))
        if (form && /^\p{L}+$/u.test(form)) stems.add(stem(form));
  }
  stemsCache.set(word, stems);
  return stems;
};

type Phrase = { words: Set<string>[]; content: boolean };

const phraseOf = (cue: string): Phrase => {
  const words = tokenize(cue).map((t) => formStems(t.lower));
  const content = tokenize(cue).some((t) => /^\p{L}{3,}$/u.test(t.lower) && !STOP.has(t.lower));
  return { words, content };
};

/** What a relation is said with: its cue phrases, their content words, its name's words. */
type Lexicon = { phrases: Phrase[]; cueWords: Set<string>; nameWords: Set<string> };

const lexiconOf = (relation: OntologyRelation): Lexicon => {
  const phrases = relation.cues.map(phraseOf);
  const cueWords = new Set<string>();
  for (const cue of relation.cues)
    for (const t of tokenize(cue))
      if (/^\p{L}{4,}$/u.test(t.lower) && !STOP.has(t.lower))
        for (const s of formStems(t.lower)) cueWords.add(s);
  const nameWords = new Set<string>();
  for (const word of relation.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => w.toLowerCase()))
    if (/^\p{L}{3,}$/u.test(word) && !STOP.has(word))
      for (const s of formStems(word)) nameWords.add(s);
  return { phrases, cueWords, nameWords };
};

const phraseIn = (phrase: Phrase, tokens: Token[]): boolean => {
  const n = phrase.words.length;
  if (n === 0) return false;
  outer: for (let i = 0; i + n <= tokens.length; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const t = tokens[i + j]!;
      if (!phrase.words[j]!.has(t.stem) && !phrase.words[j]!.has(t.lower)) continue outer;
    }
    return true;
  }
  return false;
};

/** Which of a lexicon's signs a stretch of tokens holds. */
const signsIn = (lexicon: Lexicon, tokens: Token[]): string[] => {
  const signs: string[] = [];
  let phrase = false;
  let functional = false;
  for (const p of lexicon.phrases)
    if (phraseIn(p, tokens)) {
      if (p.content) phrase = true;
      else functional = true;
    }
  if (phrase) signs.push('cue');
  else if (functional) signs.push('cuefn');
  if (tokens.some((t) => lexicon.cueWords.has(t.stem))) signs.push('cueword');
  if (tokens.some((t) => lexicon.nameWords.has(t.stem))) signs.push('nameword');
  return signs;
};

/** `n` as the first of `edges` it does not pass ("≤3"), or past the last (">40"). */
const bucket = (n: number, edges: number[]): string => {
  for (const edge of edges) if (n <= edge) return `≤${edge}`;
  return `>${edges[edges.length - 1]}`;
};

const key = (relation: string, source: string, target: string): string =>
  `${relation}\u0000${normalizeLabel(source)}\u0000${normalizeLabel(target)}`;

const LIST_GLUE = new Set([',', ';', 'and', 'or', '&', '/', '(', ')', 'as', 'well', 'plus']);

/**
 * Whether two mentions stand in one list: between them only commas, "and", "or", other mentions
 * and the short words or numbers of a value ("asthma, eczema and", "ramipril 10 mg OD and").
 */
const listJoined = (text: string, inSentence: Mention[], a: Mention, b: Mention): boolean => {
  if (a.class_name !== b.class_name) return false;
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  if (second.start - first.end > 200) return false;
  const inside = inSentence.filter((m) => m.start >= first.end && m.end <= second.start);
  const outside = tokenize(text, first.end, second.start).filter(
    (t) => !inside.some((m) => m.start <= t.start && t.end <= m.end),
  );
  return (
    outside.length <= 12 &&
    outside.some((t) => LIST_GLUE.has(t.lower)) &&
    outside.every((t) => LIST_GLUE.has(t.lower) || /^\d/.test(t.lower) || t.lower.length <= 3)
  );
};

const BEFORE_WINDOW = 6;
const AFTER_WINDOW = 6;
/** Pairs further apart than this many tokens are marked far. */
const MAX_TOKENS = 60;

/**
 * Candidate relations between the mentions of a sentence, scored by a logistic model whose
 * features say nothing of the ontology's names: the relation's cues and name words around the
 * pair, distance, mentions and punctuation between, the kinds of both ends, what the rules found.
 */
export class PairScorer {
  private readonly lexicons: Map<OntologyRelation, Lexicon>;

  constructor(
    private readonly relations: OntologyRelation[],
    /** Each class's kind (person, organization, place…). */
    private readonly kinds: ReadonlyMap<string, string>,
    private readonly model: PairScorerModel | null,
  ) {
    this.lexicons = new Map(relations.map((r) => [r, lexiconOf(r)]));
  }

  /** The probability the model gives a candidate's features. */
  probability(features: string[]): number {
    if (!this.model) return 0;
    let z = this.model.bias;
    for (const f of features) z += this.model.weights[f] ?? 0;
    return 1 / (1 + Math.exp(-z));
  }

  /**
   * Every candidate of the sentences that start at or after `from` (where the chunk starts),
   * with its features; `found` is what the rules stated.
   */
  candidates(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    found: RelationMention[],
    from = 0,
  ): PairCandidate[] {
    const proposed = new Set(
      found.map((f) => key(f.relation.name, f.source.label, f.target.label)),
    );
    // Per relation, the labels the rules gave it as a source or a target; per label pair, any.
    const ruleSources = new Set(
      found.map((f) => `${f.relation.name}\u0000${normalizeLabel(f.source.label)}`),
    );
    const ruleTargets = new Set(
      found.map((f) => `${f.relation.name}\u0000${normalizeLabel(f.target.label)}`),
    );
    const rulePairs = new Set(
      found.flatMap((f) => {
        const s = normalizeLabel(f.source.label);
        const t = normalizeLabel(f.target.label);
        return [`${s}\u0000${t}`, `${t}\u0000${s}`];
      }),
    );
    // How often each label of a class is named: the one named most is what the text is about.
    const counts = new Map<string, Map<string, number>>();
    for (const m of mentions) {
      const labels = counts.get(m.class_name) ?? new Map<string, number>();
      const label = normalizeLabel(m.label);
      labels.set(label, (labels.get(label) ?? 0) + 1);
      counts.set(m.class_name, labels);
    }
    const top = new Map<string, string>();
    const subjects = new Map<string, Mention>();
    for (const [className, labels] of counts) {
      const [first, second] = [...labels.entries()].sort(
        (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
      );
      if (first && first[1] >= 2 && (!second || first[1] > second[1])) {
        top.set(className, first[0]);
        const named = mentions.find(
          (m) =>
            m.class_name === className &&
            normalizeLabel(m.label) === first[0] &&
            m.source !== 'coreference',
        );
        if (named && (!second || first[1] >= 2 * second[1])) subjects.set(className, named);
      }
    }
    const classCount = (className: string): number => counts.get(className)?.size ?? 0;

    const out: PairCandidate[] = [];
    for (const sentence of sentences) {
      if (sentence.end <= from) continue;
      const inSentence = mentions.filter((m) => m.start >= sentence.start && m.end <= sentence.end);
      if (inSentence.length === 0) continue;
      const tokens = tokenize(text, sentence.start, sentence.end);
      const firstMention = inSentence[0]!;
      const sentenceSigns = new Map<OntologyRelation, string[]>();
      const foundHere = new Set(
        found
          .filter((f) => f.start >= sentence.start && f.end <= sentence.end)
          .map((f) => f.relation.name),
      );
      const emit = (
        relation: OntologyRelation,
        source: Mention,
        target: Mention,
        implied: 'source' | 'target' | null,
      ): void => {
        if (normalizeLabel(source.label) === normalizeLabel(target.label)) return;
        const named =
          implied === 'source' ? [target] : implied === 'target' ? [source] : [source, target];
        const start = Math.min(...named.map((m) => m.start));
        const end = Math.max(...named.map((m) => m.end));
        if (start < from) return;
        const features = this.features(
          text,
          tokens,
          inSentence,
          relation,
          source,
          target,
          implied,
          sentenceSigns,
        );
        const s = normalizeLabel(source.label);
        const t = normalizeLabel(target.label);
        if (rulePairs.has(`${s}\u0000${t}`)) features.push('rules:pair');
        // A list's other item has it: "asthma, eczema and a peanut allergy" after "asthma".
        if (
          found.some(
            (f) =>
              f.relation === relation &&
              ((normalizeLabel(f.source.label) === s &&
                f.target !== target &&
                listJoined(text, inSentence, f.target, target)) ||
                (normalizeLabel(f.target.label) === t &&
                  f.source !== source &&
                  listJoined(text, inSentence, f.source, source))),
          )
        )
          features.push('rules:list_sibling');
        if (ruleSources.has(`${relation.name}\u0000${s}`)) features.push('rules:source_has');
        if (ruleTargets.has(`${relation.name}\u0000${t}`)) features.push('rules:target_has');
        if (foundHere.has(relation.name)) features.push('rules:in_sentence');
        if (top.get(source.class_name) === s) features.push('top:source');
        if (top.get(target.class_name) === t) features.push('top:target');
        if (classCount(source.class_name) === 1) features.push('alone:source');
        if (classCount(target.class_name) === 1) features.push('alone:target');
        if (!implied && firstMention === source) features.push('first:source');
        if (!implied && firstMention === target) features.push('first:target');
        out.push({
          relation,
          source,
          target,
          start,
          end,
          features,
          proposed: proposed.has(key(relation.name, source.label, target.label)),
          evidence: hasEvidence(features),
        });
      };
      for (const x of inSentence)
        for (const y of inSentence) {
          if (x === y || (x.start < y.end && y.start < x.end)) continue;
          for (const relation of this.relations)
            if (relation.source === x.class_name && relation.target === y.class_name)
              emit(relation, x, y, null);
        }
      // A sentence without one end's class is about the one the text names most of it: "Takes
      // sertraline", "Chief executive Gareth Llewellyn said".
      for (const relation of this.relations) {
        if (relation.source === relation.target) continue;
        if (!inSentence.some((m) => m.class_name === relation.source)) {
          const subject = subjects.get(relation.source);
          if (subject)
            for (const y of inSentence)
              if (y.class_name === relation.target) emit(relation, subject, y, 'source');
        }
        if (!inSentence.some((m) => m.class_name === relation.target)) {
          const subject = subjects.get(relation.target);
          if (subject)
            for (const x of inSentence)
              if (x.class_name === relation.source) emit(relation, x, subject, 'target');
        }
      }
    }
    return out;
  }

  private features(
    text: string,
    tokens: Token[],
    inSentence: Mention[],
    relation: OntologyRelation,
    source: Mention,
    target: Mention,
    implied: 'source' | 'target' | null,
    sentenceSigns: Map<OntologyRelation, string[]>,
  ): string[] {
    const f: string[] = [];
    const lexicon = this.lexicons.get(relation)!;
    const sk = this.kinds.get(relation.source) ?? 'other';
    const tk = this.kinds.get(relation.target) ?? 'other';
    f.push(`kinds:${sk}>${tk}`, `kind:source:${sk}`, `kind:target:${tk}`);
    const between = this.relations.filter(
      (r) =>
        (r.source === relation.source && r.target === relation.target) ||
        (r.source === relation.target && r.target === relation.source),
    );
    if (relation.source === relation.target) f.push('same_class');
    f.push(between.length === 1 ? 'rels:1' : between.length === 2 ? 'rels:2' : 'rels:3+');
    const others = between.filter((r) => r !== relation);

    const signsOf = (stretch: Token[], where: string): void => {
      for (const sign of signsIn(lexicon, stretch)) f.push(`${sign}:${where}`);
      if (others.some((r) => signsIn(this.lexicons.get(r)!, stretch).includes('cue')))
        f.push(`othercue:${where}`);
    };
    let sentenceSign = sentenceSigns.get(relation);
    if (!sentenceSign) {
      sentenceSign = signsIn(lexicon, tokens);
      sentenceSigns.set(relation, sentenceSign);
    }
    for (const sign of sentenceSign) f.push(`${sign}:sentence`);

    if (implied) {
      const named = implied === 'source' ? target : source;
      f.push(`implied:${implied}`);
      if (named.source === 'coreference') f.push('coref:named');
      const before = tokens.filter((t) => t.end <= named.start);
      const after = tokens.filter((t) => t.start >= named.end).slice(0, AFTER_WINDOW);
      signsOf(before, 'before');
      signsOf(after, 'after');
      f.push(`implied_pos:${bucket(before.length, [0, 2, 5, 10])}`);
      if (before.some((t) => NEGATIONS.has(t.lower))) f.push('neg:before');
      if (tokens.slice(0, 3).some((t) => t.lower === ':')) f.push('field');
      const sameClassOthers = inSentence.filter(
        (m) => m !== named && m.class_name === named.class_name,
      ).length;
      f.push(`same_class_others:${bucket(sameClassOthers, [0, 1, 3])}`);
      return f;
    }

    const forward = source.start < target.start;
    const [first, second] = forward ? [source, target] : [target, source];
    const dir = forward ? 'fwd' : 'rev';
    f.push(`order:${dir}`);
    const gap = tokens.filter((t) => t.start >= first.end && t.end <= second.start);
    const before = tokens.filter((t) => t.end <= first.start).slice(-BEFORE_WINDOW);
    const after = tokens.filter((t) => t.start >= second.end).slice(0, AFTER_WINDOW);
    const distance = gap.length;
    f.push(`dist:${bucket(distance, [0, 1, 3, 6, 10, 15, 25, 40])}`);
    if (distance > MAX_TOKENS) f.push('far');
    signsOf(gap, 'between');
    for (const sign of signsIn(lexicon, gap)) f.push(`${sign}:between:${dir}`);
    signsOf(before, 'before');
    signsOf(after, 'after');

    // What stands between: other mentions, of either end's class, punctuation.
    const inGap = inSentence.filter(
      (m) => m.start >= first.end && m.end <= second.start && m !== source && m !== target,
    );
    f.push(`mentions_between:${bucket(inGap.length, [0, 1, 2, 4])}`);
    if (inGap.some((m) => m.class_name === source.class_name)) f.push('source_class_between');
    if (inGap.some((m) => m.class_name === target.class_name)) f.push('target_class_between');
    const closer = (end: Mention, other: Mention): boolean =>
      inSentence.some(
        (m) =>
          m !== end &&
          m.class_name === end.class_name &&
          normalizeLabel(m.label) !== normalizeLabel(end.label) &&
          Math.abs(m.start - other.start) < Math.abs(end.start - other.start),
      );
    if (closer(source, target)) f.push('closer_source');
    if (closer(target, source)) f.push('closer_target');
    const marks = gap.filter((t) => !/^[\p{L}\p{N}]/u.test(t.lower));
    const commas = marks.filter((t) => t.lower === ',').length;
    if (commas > 0) f.push(`commas:${bucket(commas, [1, 2])}`);
    for (const [mark, name] of [
      ['(', 'paren'],
      [')', 'paren_close'],
      [':', 'colon'],
      [';', 'semicolon'],
      ['–', 'dash'],
      ['-', 'hyphen'],
      ['"', 'quote'],
      ['“', 'quote'],
    ] as const)
      if (marks.some((t) => t.lower === mark)) f.push(`mark:${name}`);
    if (marks.length === 0 && gap.length === 0) f.push('adjacent');
    const words = gap.filter((t) => /^\p{L}/u.test(t.lower));
    if (
      words.length > 0 &&
      words.every((t) => /^\p{Lu}/u.test(text[t.start]!) || STOP.has(t.lower))
    )
      f.push('only_names_between');
    if (gap.some((t) => t.lower === 'and' || t.lower === 'or')) f.push('and_between');
    if (gap.some((t) => NEGATIONS.has(t.lower)) || before.some((t) => NEGATIONS.has(t.lower)))
      f.push('neg');
    const lowerWords = words.filter((t) => !/^\p{Lu}/u.test(text[t.start]!)).length;
    f.push(`lower_between:${bucket(lowerWords, [0, 2, 5])}`);
    if (
      gap[0]?.lower === ',' &&
      ['a', 'an', 'the', 'its', 'his', 'her', 'their'].includes(gap[1]?.lower ?? '')
    )
      f.push('apposition');
    if (gap.some((t) => ['who', 'which', 'whom', 'whose', 'where'].includes(t.lower)))
      f.push('relative_between');
    const governing = gap.at(-1);
    if (governing && FUNCTION_WORDS.has(governing.lower))
      f.push(`word_before_second:${governing.lower}`);
    const leading = gap[0];
    if (leading && FUNCTION_WORDS.has(leading.lower)) f.push(`word_after_first:${leading.lower}`);
    if (tokens.filter((t) => t.end <= first.start).some((t) => t.lower === ':')) f.push('field');
    if (source.source === 'coreference') f.push('coref:source');
    if (target.source === 'coreference') f.push('coref:target');
    if (source.possessive) f.push('possessive:source');
    if (target.possessive) f.push('possessive:target');
    if (source.source === 'value' || target.source === 'value') f.push('value');
    f.push(`sentence_mentions:${bucket(inSentence.length, [2, 3, 5, 8])}`);
    return f;
  }

  /**
   * The relations the model adds to the rules' `found`: the candidates the rules did not state
   * whose probability reaches the model's threshold, the most probable one per label pair.
   */
  score(
    text: string,
    sentences: Span[],
    mentions: Mention[],
    found: RelationMention[],
    from = 0,
  ): RelationMention[] {
    if (!this.model) return [];
    const best = new Map<string, { candidate: PairCandidate; p: number }>();
    for (const candidate of this.candidates(text, sentences, mentions, found, from)) {
      if (candidate.proposed) continue;
      if (this.model.evidence && !candidate.evidence) continue;
      const p = this.probability(candidate.features);
      if (p < this.model.threshold) continue;
      const k = key(candidate.relation.name, candidate.source.label, candidate.target.label);
      const known = best.get(k);
      if (!known || p > known.p) best.set(k, { candidate, p });
    }
    return [...best.values()].map(({ candidate, p }) => ({
      relation: candidate.relation,
      source: candidate.source,
      target: candidate.target,
      start: candidate.start,
      end: candidate.end,
      // Below what a cue states: a guess from the shape of the sentence.
      confidence: Math.round((0.3 + 0.2 * p) * 100) / 100,
    }));
  }
}

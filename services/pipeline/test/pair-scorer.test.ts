import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import type { OntologyRelation } from '@ontoloom/contract/domain';
import { createRulesExtractor } from '../src/index';
import type { Mention } from '../src/extraction/rules/mentions';
import { PairScorer, stem } from '../src/extraction/rules/pair-scorer';
import type { PairScorerModel } from '../src/extraction/rules/pair-scorer';
import type { RelationMention } from '../src/extraction/rules/relations';
import { sentenceSpans } from '../src/extraction/rules/sentences';
import { chunkOf, summary } from './fixtures/rules-chunks';

const relation = (
  name: string,
  source: string,
  target: string,
  cues: string[] = [],
): OntologyRelation => ({ name, source, target, cues, description: '' }) as OntologyRelation;

const based = relation('headquartered_in', 'Company', 'Place', ['based in', 'head office in']);
const acquired = relation('acquired', 'Company', 'Company', ['bought', 'agreed to buy']);
const prescribed = relation('prescribed', 'Patient', 'Drug', ['takes', 'started on']);
const diagnosed = relation('diagnosed_with', 'Patient', 'Condition', ['history of']);

const kinds = new Map([
  ['Company', 'organization'],
  ['Place', 'place'],
  ['Patient', 'person'],
  ['Drug', 'substance'],
  ['Condition', 'condition'],
]);

/** The mentions of `labels` in `text`, each at its every place, of the class given. */
const mentionsOf = (text: string, labels: [string, string][]): Mention[] =>
  labels
    .flatMap(([className, label]) =>
      [...text.matchAll(new RegExp(label, 'g'))].map((m) => ({
        class_name: className,
        label,
        start: m.index,
        end: m.index + label.length,
        confidence: 0.6,
        source: 'ner' as const,
      })),
    )
    .sort((a, b) => a.start - b.start);

const candidatesOf = (
  relations: OntologyRelation[],
  text: string,
  labels: [string, string][],
  found: RelationMention[] = [],
) =>
  new PairScorer(relations, kinds, null).candidates(
    text,
    sentenceSpans(text),
    mentionsOf(text, labels),
    found,
  );

describe('pair scorer: candidates and their features', () => {
  it('stems the forms of a word alike', () => {
    expect(new Set(['founded', 'founder', 'founding', 'founds'].map(stem))).toEqual(
      new Set(['found']),
    );
    expect(new Set(['studies', 'studied', 'study'].map(stem))).toEqual(new Set(['studi']));
    expect(stem('married')).toBe(stem('marry'));
  });

  it('reads the cue between the pair, the order, the punctuation and the kinds', () => {
    const text = 'Acme Corp, which is based in Leeds, makes widgets.';
    const [candidate, ...rest] = candidatesOf([based], text, [
      ['Company', 'Acme Corp'],
      ['Place', 'Leeds'],
    ]);
    expect(rest).toEqual([]);
    expect(candidate!.relation.name).toBe('headquartered_in');
    expect(candidate!.proposed).toBe(false);
    expect(candidate!.evidence).toBe(true);
    expect(candidate!.features).toEqual(
      expect.arrayContaining([
        'kinds:organization>place',
        'rels:1',
        'order:fwd',
        'cue:between',
        'cue:between:fwd',
        'cue:sentence',
        'relative_between',
        'commas:≤1',
        'mentions_between:≤0',
        'word_before_second:in',
        'first:source',
      ]),
    );
    // No relation or class name in any feature.
    for (const f of candidate!.features) expect(f).not.toMatch(/headquartered|Company|Place/);
  });

  it("knows a cue's irregular forms, and which way a pair of one class runs", () => {
    const text = 'Globex bought Initech in 2020.';
    const candidates = candidatesOf([acquired], text, [
      ['Company', 'Globex'],
      ['Company', 'Initech'],
    ]);
    const of = (source: string) => candidates.find((c) => c.source.label === source)!.features;
    expect(of('Globex')).toEqual(
      expect.arrayContaining(['same_class', 'order:fwd', 'cue:between:fwd', 'dist:≤1']),
    );
    expect(of('Initech')).toEqual(expect.arrayContaining(['order:rev', 'cue:between:rev']));
  });

  it('a sentence without a subject is about the one the text names most', () => {
    const text = 'Patient: Tom Hale. Tom Hale was reviewed today.\nTakes sertraline daily.';
    const candidates = candidatesOf([prescribed], text, [
      ['Patient', 'Tom Hale'],
      ['Drug', 'sertraline'],
    ]);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]!.source.label).toBe('Tom Hale');
    expect(candidates[0]!.features).toEqual(
      expect.arrayContaining(['implied:source', 'cue:before', 'top:source', 'alone:source']),
    );
  });

  it("marks what the rules found: the pair itself, and a list's other items", () => {
    const text = 'Tom Hale has a history of asthma, eczema and gout.';
    const mentions = mentionsOf(text, [
      ['Patient', 'Tom Hale'],
      ['Condition', 'asthma'],
      ['Condition', 'eczema'],
      ['Condition', 'gout'],
    ]);
    const found: RelationMention[] = [
      {
        relation: diagnosed,
        source: mentions[0]!,
        target: mentions[1]!,
        start: 0,
        end: 32,
        confidence: 0.7,
      },
    ];
    const candidates = new PairScorer([diagnosed], kinds, null).candidates(
      text,
      sentenceSpans(text),
      mentions,
      found,
    );
    const of = (target: string) => candidates.find((c) => c.target.label === target)!;
    expect(of('asthma').proposed).toBe(true);
    expect(of('asthma').features).toContain('rules:pair');
    expect(of('eczema').proposed).toBe(false);
    expect(of('eczema').features).toEqual(
      expect.arrayContaining(['rules:list_sibling', 'rules:source_has', 'rules:in_sentence']),
    );
    expect(of('gout').features).toContain('rules:list_sibling');
  });

  it('reads only the sentences from where the chunk starts', () => {
    const text = 'Acme Corp is based in Leeds.\n\nInitech is based in York.';
    const mentions = mentionsOf(text, [
      ['Company', 'Acme Corp'],
      ['Place', 'Leeds'],
      ['Company', 'Initech'],
      ['Place', 'York'],
    ]);
    const from = text.indexOf('Initech');
    const candidates = new PairScorer([based], kinds, null).candidates(
      text,
      sentenceSpans(text),
      mentions,
      [],
      from,
    );
    expect(candidates.map((c) => `${c.source.label}>${c.target.label}`)).toEqual(['Initech>York']);
  });
});

describe('pair scorer: what it adds', () => {
  // A model that trusts a cue between the two, in the relation's direction, and nothing else.
  const model: PairScorerModel = {
    bias: -3,
    threshold: 0.5,
    weights: { 'cue:between:fwd': 4, neg: -4 },
  };
  const scorer = new PairScorer([based], kinds, model);
  const added = (text: string, found: RelationMention[] = []) => {
    const mentions = mentionsOf(text, [
      ['Company', 'Acme Corp'],
      ['Place', 'Leeds'],
    ]);
    return scorer
      .score(text, sentenceSpans(text), mentions, found)
      .map((r) => `${r.relation.name}(${r.source.label}, ${r.target.label})`);
  };

  it('adds a relation its features make likely', () => {
    expect(added('Acme Corp, which is based in Leeds, makes widgets.')).toEqual([
      'headquartered_in(Acme Corp, Leeds)',
    ]);
  });

  it('adds none without the cue, against a negation, or where the rules stated it', () => {
    expect(added('Acme Corp lost a court case in Leeds.')).toEqual([]);
    expect(added('Acme Corp is not based in Leeds.')).toEqual([]);
    const text = 'Acme Corp is based in Leeds.';
    const [source, target] = mentionsOf(text, [
      ['Company', 'Acme Corp'],
      ['Place', 'Leeds'],
    ]);
    expect(
      added(text, [
        { relation: based, source: source!, target: target!, start: 0, end: 27, confidence: 0.7 },
      ]),
    ).toEqual([]);
  });

  it('is deterministic: the same text gives the same relations', () => {
    const text = 'Acme Corp, which is based in Leeds, makes widgets.';
    expect(added(text)).toEqual(added(text));
  });
});

describe('pair scorer in the rules engine', () => {
  const business = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Company', kind: 'organization', aliases: ['company'] },
      { name: 'Place', kind: 'place' },
    ],
    relations: [
      { name: 'headquartered_in', source: 'Company', target: 'Place', cues: ['based in'] },
    ],
  });
  const text = 'Globex Corporation opened its largest warehouse in Leeds last year.';
  // Any company and place of one sentence: a model no one would ship, to see it at work.
  const eager: PairScorerModel = {
    bias: -2,
    threshold: 0.5,
    weights: { 'kinds:organization>place': 4 },
  };

  it('is off unless given: the rules alone', async () => {
    const result = summary(await createRulesExtractor(business).extract(chunkOf(text)));
    expect(result.entities).toEqual(['Company:Globex Corporation', 'Place:Leeds']);
    expect(result.relations).toEqual([]);
  });

  it('adds what a model scores above its threshold, and hands its candidates to a listener', async () => {
    const seen: string[] = [];
    const extractor = createRulesExtractor(business, {
      pairScorer: eager,
      onPairCandidates: (candidates) =>
        seen.push(...candidates.map((c) => `${c.source.label}>${c.target.label}`)),
    });
    const result = summary(await extractor.extract(chunkOf(text)));
    expect(result.relations).toEqual(['headquartered_in(Globex Corporation, Leeds)']);
    // Per pair of mentions: "its" is Globex Corporation's too.
    expect(seen).toEqual(['Globex Corporation>Leeds', 'Globex Corporation>Leeds']);
  });
});

import { extractedEntitySchema, extractedRelationSchema } from '@ontoloom/contract/domain';
import { createExtractor, createRulesExtractor } from '../src/index';
import type { Chunk, ChunkExtraction } from '../src/index';
import { AhoCorasick } from '../src/extraction/rules/aho-corasick';
import { sentenceSpans } from '../src/extraction/rules/sentences';
import { findTypedValues } from '../src/extraction/rules/typed-values';
import { businessOntology } from './fixtures/ontologies';

const TEXT =
  'Acme Corporation was founded by Maria Lopez in 1990. The firm Zentrix, based in Berlin, reported ' +
  'revenue of $12 million and has 250 employees; see https://zentrix.example.com. Dr. John Smith ' +
  'joined Globex. Widget Inc is a startup.';

const chunkOf = (text: string, start = 100): Chunk => ({
  id: '00000000-0000-5000-8000-000000000001',
  document_id: '11111111-1111-5111-8111-111111111111',
  index: 0,
  text,
  start,
  end: start + text.length,
  pages: [3, 4],
  page_starts: [start, start + text.indexOf('Dr.')],
  token_count: null,
});

const summary = (result: ChunkExtraction) => ({
  entities: result.entities.map((e) => `${e.class_name}:${e.label}`),
  relations: result.relations.map((r) => {
    const label = (id: string) => result.entities.find((e) => e.id === id)!.label;
    return `${r.relation_name}(${label(r.source_id)}, ${label(r.target_id)})`;
  }),
});

describe('rules engine', () => {
  it('R4.04 finds examples, patterns, alias cues and named entities, typed by the ontology', async () => {
    const result = await createRulesExtractor(businessOntology).extract(chunkOf(TEXT));
    expect(summary(result)).toEqual({
      entities: [
        'Company:Acme Corporation',
        'Person:Maria Lopez',
        'Company:Zentrix',
        'City:Berlin',
        'Person:John Smith',
        'Company:Globex',
        'Company:Widget Inc',
      ],
      relations: [
        'founded_by(Acme Corporation, Maria Lopez)',
        'headquartered_in(Zentrix, Berlin)',
        'works_for(John Smith, Globex)',
      ],
    });
    expect(result.usage.total_tokens).toBe(0);
    expect(result.dropped).toEqual([]);
  });

  it('R4.04 reads typed property values and keeps provenance and confidence for each', async () => {
    const result = await createRulesExtractor(businessOntology).extract(chunkOf(TEXT));
    const byLabel = (label: string) => result.entities.find((e) => e.label === label)!;
    expect(byLabel('Acme Corporation').properties).toEqual({
      name: ['Acme Corporation'],
      founded_date: ['1990'],
    });
    expect(byLabel('Zentrix').properties).toEqual({
      name: ['Zentrix'],
      revenue: ['12000000 USD'],
      employees: [250],
      website: ['https://zentrix.example.com'],
    });
    const revenue = byLabel('Zentrix').property_sources.revenue![0]!;
    expect(revenue.provenance.text).toBe('$12 million');
    expect(TEXT.slice(revenue.provenance.start - 100, revenue.provenance.end - 100)).toBe(
      '$12 million',
    );
    expect(revenue.confidence).toBeGreaterThan(0.5);
    const john = byLabel('John Smith');
    expect(john.provenance[0]).toMatchObject({
      page: 4,
      chunk_id: chunkOf(TEXT).id,
      text: 'John Smith',
    });
    expect(byLabel('Acme Corporation').provenance[0]!.page).toBe(3);
    for (const entity of result.entities) {
      expect(entity.confidence).toBeGreaterThan(0);
      expect(extractedEntitySchema.parse(entity)).toBeTruthy();
    }
    for (const relation of result.relations)
      expect(extractedRelationSchema.parse(relation)).toBeTruthy();
  });

  it('only extracts the classes of the config subset, and only relations between them', async () => {
    const extractor = createExtractor(businessOntology, {
      engine: 'rules',
      classes: ['Company', 'City'],
      concurrency: 1,
    });
    const result = await extractor.extract(chunkOf(TEXT));
    expect(new Set(result.entities.map((e) => e.class_name))).toEqual(new Set(['Company', 'City']));
    expect(result.relations.map((r) => r.relation_name)).toEqual(['headquartered_in']);
    expect(() => createRulesExtractor(businessOntology, { classes: ['Planet'] })).toThrow(/Planet/);
  });

  it('is deterministic, and works without NER (ontology dictionary only)', async () => {
    const first = await createRulesExtractor(businessOntology).extract(chunkOf(TEXT));
    const second = await createRulesExtractor(businessOntology).extract(chunkOf(TEXT));
    expect(second).toEqual(first);
    const plain = await createRulesExtractor(businessOntology, { ner: false }).extract(
      chunkOf(TEXT),
    );
    expect(summary(plain).entities).toEqual([
      'Company:Acme Corporation',
      'Company:Zentrix',
      'City:Berlin',
      'Company:Globex',
      'Company:Widget Inc',
    ]);
  });

  it('rejects when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createRulesExtractor(businessOntology).extract(chunkOf(TEXT), controller),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('rules engine building blocks', () => {
  it('multi-pattern matching is case-insensitive and respects word boundaries', () => {
    const patterns = ['Paris', 'New York', 'York', 'C++'];
    const matcher = new AhoCorasick(patterns);
    const text = 'Parisian firms in PARIS and new york use C++.';
    const found = matcher
      .search(
        text,
        patterns.map((p) => p.length),
      )
      .map((m) => text.slice(m.start, m.end));
    expect(found).toEqual(['PARIS', 'new york', 'york', 'C++']);
  });

  it('splits sentences without breaking on abbreviations or initials', () => {
    const text =
      'Dr. Smith met J. R. Tolkien at Acme Inc. in May. It rained! Then: "Go." Next line\nnew one';
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Dr. Smith met J. R. Tolkien at Acme Inc. in May.',
      'It rained!',
      'Then: "Go."',
      'Next line',
      'new one',
    ]);
    // A line break ends a sentence, whatever the word before it.
    const lines =
      'We consulted Verdell Packing Company Ltd.\n\nThis Agreement is governed by Irish law.';
    expect(sentenceSpans(lines).map((s) => lines.slice(s.start, s.end))).toEqual([
      'We consulted Verdell Packing Company Ltd.',
      'This Agreement is governed by Irish law.',
    ]);
  });

  it('R4.04 does not break a sentence at "b." or "d." before a year', () => {
    const text =
      'Aigerim Seitkali (b. 1983) paints. Ivo Brandt (d. 2001) wrote. It ended in 1999. 2000 came.';
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Aigerim Seitkali (b. 1983) paints.',
      'Ivo Brandt (d. 2001) wrote.',
      'It ended in 1999.',
      '2000 came.',
    ]);
  });

  it('finds dates, money, emails, URLs and numbers with normalised values', () => {
    const text =
      'Signed on 5 March 2024 (2024-03-06) for €3.5 million, USD 1,200 or 40 dollars; since 1998. ' +
      'Mail jo@ex.org, visit www.ex.org/a. Count: 12,500 and 3.25. Next Friday is not a date.';
    expect(findTypedValues(text).map((v) => [v.type, v.value])).toEqual([
      ['date', '2024-03-05'],
      ['date', '2024-03-06'],
      ['money', '3500000 EUR'],
      ['money', '1200 USD'],
      ['money', '40 USD'],
      ['date', '1998'],
      ['email', 'jo@ex.org'],
      ['url', 'www.ex.org/a'],
      ['number', 12500],
      ['number', 3.25],
    ]);
  });

  it('reads the currencies of ISO codes in capitals, their signs and their names', () => {
    const text =
      'Fees: KES 150,000 and SGD 4.75; ₩1.2 trillion, ₹30 crore, R$40 million, 25 million naira ' +
      'and 4 billion kroner. Try 3 times with a pen 2 hours later.';
    expect(
      findTypedValues(text)
        .filter((v) => v.type === 'money')
        .map((v) => v.value),
    ).toEqual([
      '150000 KES',
      '4.75 SGD',
      '1200000000000 KRW',
      '300000000 INR',
      '40000000 BRL',
      '25000000 NGN',
      '4000000000 NOK',
    ]);
  });
});

import { createRulesExtractor } from '../src/index';
import type { Chunk, ChunkExtraction } from '../src/index';
import { CoreferenceResolver } from '../src/extraction/rules/coreference';
import type { Mention } from '../src/extraction/rules/mentions';
import { sentenceSpans } from '../src/extraction/rules/sentences';
import { businessOntology } from './fixtures/ontologies';

const chunkOf = (text: string): Chunk => ({
  id: '00000000-0000-5000-8000-000000000009',
  document_id: '11111111-1111-5111-8111-111111111111',
  index: 0,
  text,
  start: 0,
  end: text.length,
  pages: [],
  page_starts: [],
  token_count: null,
});

const relations = (result: ChunkExtraction): string[] =>
  result.relations
    .map((r) => {
      const label = (id: string) => result.entities.find((e) => e.id === id)!.label;
      return `${r.relation_name}(${label(r.source_id)}, ${label(r.target_id)})`;
    })
    .sort();

const extract = (text: string): Promise<ChunkExtraction> =>
  createRulesExtractor(businessOntology).extract(chunkOf(text));

const mention = (text: string, label: string, class_name: string): Mention => {
  const start = text.indexOf(label);
  return {
    class_name,
    start,
    end: start + label.length,
    label,
    confidence: 0.95,
    source: 'example',
  };
};

describe('rules engine: coreference', () => {
  it('R4.04 a definite class noun takes a cue relation for the entity it refers back to', async () => {
    const result = await extract(
      'Zorblex Inc makes drones. The firm was started by Maria Lopez and is based in Paris.',
    );
    expect(relations(result)).toEqual([
      'founded_by(Zorblex Inc, Maria Lopez)',
      'headquartered_in(Zorblex Inc, Paris)',
    ]);
    const company = result.entities.find((e) => e.label === 'Zorblex Inc')!;
    // The back-reference is provenance of the entity, with a lower confidence than the name.
    expect(company.provenance.map((p) => p.text)).toEqual(['Zorblex Inc', 'The firm']);
  });

  it('R4.04 "he"/"she" refer to the most salient person, "it" to a non-person', async () => {
    const result = await extract(
      'Maria Lopez met Tom Reyes in Berlin. She joined Globex in 2010. It is based in Paris.',
    );
    expect(relations(result)).toEqual([
      'headquartered_in(Globex, Paris)',
      'works_for(Maria Lopez, Globex)',
    ]);
  });

  it('does not resolve possessives, named definites, or across paragraphs between two people', async () => {
    const result = await extract(
      'Maria Lopez leads a team. Her colleague joined Globex. Ana Ruiz stayed; she was tired.\n\nThe firm Zorblex Inc is based in Berlin.\n\nShe joined Acme Corporation.',
    );
    expect(relations(result)).toEqual(['headquartered_in(Zorblex Inc, Berlin)']);
  });

  it('resolves a later paragraph\'s "She" to the only person named before it, named once', async () => {
    const result = await extract(
      'Maria Lopez leads a team.\n\nThe firm Zorblex Inc is based in Berlin.\n\nShe joined Acme Corporation.',
    );
    expect(relations(result)).toEqual([
      'headquartered_in(Zorblex Inc, Berlin)',
      'works_for(Maria Lopez, Acme Corporation)',
    ]);
  });

  it('R4.04 a paragraph\'s opening "She" goes to the one the pronouns before it were about, though others are named as often', async () => {
    const result = await extract(
      'Maria Lopez was a chemist. She studied in Lisbon. She met the painter Duarte Teixeira in 1962. Teixeira painted portraits.\n\nShe joined Acme Corporation in 1974.',
    );
    expect(relations(result)).toContain('works_for(Maria Lopez, Acme Corporation)');
    expect(relations(result)).not.toContain('works_for(Duarte Teixeira, Acme Corporation)');
  });

  it('R4.04 a name nothing typed is of the class of the definite noun that refers back to it', async () => {
    const result = await extract(
      'At the close, Brunnhof Confiseur slid 5.6% after the chocolate company cut its forecast. The company is based in Rheinwil.',
    );
    expect(relations(result)).toContain('headquartered_in(Brunnhof Confiseur, Rheinwil)');
    // A name in the middle of its sentence is not what the noun refers back to.
    const later = await extract(
      'Analysts at Halbeck Voss said the chocolate company cut its forecast. The company is based in Rheinwil.',
    );
    expect(relations(later)).not.toContain('headquartered_in(Halbeck Voss, Rheinwil)');
  });

  it('R4.04 a paragraph\'s opening "The company" goes to the first named of two named as often', () => {
    const text =
      'Halbrecht AG bought Veldkamp BV.\n\nVeldkamp BV makes gauges for Halbrecht AG.\n\nThe company is based in Stuttgart.';
    const at = (label: string, from: number): Mention => {
      const start = text.indexOf(label, from);
      return { ...mention(text, label, 'Company'), start, end: start + label.length };
    };
    const mentions = [
      at('Halbrecht AG', 0),
      at('Veldkamp BV', 0),
      at('Veldkamp BV', 40),
      at('Halbrecht AG', 40),
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['The company', 'Halbrecht AG'],
    ]);
  });

  it('R4.04 a fronted phrase is no subject: the name after its last comma, before a verb, is', () => {
    const text =
      'Born in Aalen, Germany, in 1969, Ada Benz began her training with Maria Lopez, who taught there. In 1991 she wrote an opera.';
    const mentions = [
      mention(text, 'Aalen', 'City'),
      mention(text, 'Germany', 'City'),
      mention(text, 'Ada Benz', 'Person'),
      mention(text, 'Maria Lopez', 'Person'),
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['her', 'Ada Benz'],
      ['she', 'Ada Benz'],
    ]);
  });

  it('prefers a subject over a modifier ("the Berlin firm X") and is deterministic', () => {
    const text = 'The Berlin firm Zorblex Inc hired Maria Lopez. It grew fast.';
    const mentions = [
      mention(text, 'Berlin', 'City'),
      mention(text, 'Zorblex Inc', 'Company'),
      mention(text, 'Maria Lopez', 'Person'),
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const first = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(first.map((m) => [text.slice(m.start, m.end), m.label, m.source])).toEqual([
      ['It', 'Zorblex Inc', 'coreference'],
    ]);
    expect(resolver.resolve(text, sentenceSpans(text), mentions)).toEqual(first);
  });

  it('R4.04 "he" goes on with the "he" before it, a subject, not to a nearer name that is none', () => {
    const text =
      'Tomos Pryce grew up in Neath. A grant took him to Cardiff, where he studied with Osian Lloyd, and in 1961 he joined the Taff Valley Orchestra.';
    const mentions = [
      mention(text, 'Tomos Pryce', 'Person'),
      mention(text, 'Neath', 'City'),
      mention(text, 'Cardiff', 'City'),
      mention(text, 'Osian Lloyd', 'Person'),
      mention(text, 'Taff Valley Orchestra', 'Company'),
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['him', 'Tomos Pryce'],
      ['he', 'Tomos Pryce'],
      ['he', 'Tomos Pryce'],
    ]);
  });

  it('R4.04 a name after a pronoun in its sentence is not its subject: a later "He" goes on with the pronoun', () => {
    const text =
      'Gyula Farkas was a footballer. Dunapart SC signed him in 1954. Over ten seasons he formed a partnership with the winger Sandor Verhalmi. The federation refused him a permit. He finally went abroad in 1964, joining SV Almtal.';
    const mentions = [
      mention(text, 'Gyula Farkas', 'Person'),
      mention(text, 'Dunapart SC', 'Company'),
      mention(text, 'Sandor Verhalmi', 'Person'),
      mention(text, 'SV Almtal', 'Company'),
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['him', 'Gyula Farkas'],
      ['he', 'Gyula Farkas'],
      ['him', 'Gyula Farkas'],
      ['He', 'Gyula Farkas'],
    ]);
  });

  it('R4.04 "it" in a sentence about the document itself is the document, not the party named last', () => {
    const text =
      'Varrow Data Ltd licenses the platform to Quenby Trust. This deed and any dispute arising from it are governed by English law. Quenby Trust pays the fee, and it may renew.';
    const mentions = [
      mention(text, 'Varrow Data Ltd', 'Company'),
      mention(text, 'Quenby Trust', 'Company'),
      {
        ...mention(text, 'Quenby Trust pays', 'Company'),
        end: text.indexOf(' pays'),
        label: 'Quenby Trust',
      },
    ];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['it', 'Quenby Trust'],
    ]);
    expect(resolved[0]!.start).toBe(text.lastIndexOf('it may'));
  });

  it('R4.04 "him" or "her" is not the one whose verb governs it; a month after an honorific is a given name', async () => {
    const text = 'Bed 11 - Mr Jan Kowalczyk, 45. Dr Demir reviewed him at 18:30.';
    const mentions = [mention(text, 'Jan Kowalczyk', 'Person'), mention(text, 'Demir', 'Person')];
    const resolver = new CoreferenceResolver(businessOntology.classes, new Set(['Person']));
    const resolved = resolver.resolve(text, sentenceSpans(text), mentions);
    expect(resolved.map((m) => [text.slice(m.start, m.end), m.label])).toEqual([
      ['him', 'Jan Kowalczyk'],
    ]);
    const { entities } = await extract(text);
    expect(entities.map((e) => e.label)).toContain('Jan Kowalczyk');
  });

  it('R4.04 a name atop the page without its second surname, and the surname alone, are the full name written after', async () => {
    const result = await extract(
      'Tomás Arriaga\n\nTomás Arriaga Zubizarreta (4 May 1950 – 2 June 2015) was a Basque engineer.\n\nArriaga joined Globex in 1980.',
    );
    expect(relations(result)).toEqual(['works_for(Tomás Arriaga Zubizarreta, Globex)']);
    expect(result.entities.map((e) => e.label)).not.toContain('Tomás Arriaga');
  });
});

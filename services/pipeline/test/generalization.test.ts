import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { chunkContext, createRulesExtractor } from '../src/index';
import { chunkOf, run, summary } from './fixtures/rules-chunks';
import { classKind } from '@ontoloom/contract/domain';

// Ontologies as a user writes them before adding any example or pattern: the engine has only the
// classes' kinds, labels and aliases and the relations' cues to go on.
const clinical = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Patient', kind: 'person', aliases: ['patient'] },
    { name: 'Clinician', kind: 'person', aliases: ['doctor', 'consultant', 'GP'] },
    { name: 'Condition', kind: 'condition' },
    { name: 'Drug', kind: 'substance' },
    { name: 'Dose', kind: 'quantity', aliases: ['dose'] },
  ],
  relations: [
    { name: 'seen_by', source: 'Patient', target: 'Clinician', cues: ['seen by', 'reviewed by'] },
    { name: 'prescribed', source: 'Patient', target: 'Drug', cues: ['started on', 'takes'] },
    { name: 'has_dose', source: 'Drug', target: 'Dose' },
  ],
});

const business = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Company', kind: 'organization', aliases: ['company', 'group'] },
    { name: 'Person', kind: 'person' },
    { name: 'Place', kind: 'place' },
    { name: 'Deal', label: 'Amount', kind: 'money' },
  ],
  relations: [
    { name: 'founded_by', source: 'Company', target: 'Person', cues: ['founded by', 'founder'] },
    { name: 'works_for', source: 'Person', target: 'Company', cues: ['chief executive of'] },
    { name: 'acquired', source: 'Company', target: 'Company', cues: ['acquired'] },
    { name: 'based_in', source: 'Company', target: 'Place', cues: ['based in', '-based'] },
  ],
});

const contract = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['supplier', 'customer'] },
    { name: 'Goods', kind: 'product' },
  ],
  relations: [{ name: 'pays', source: 'Party', target: 'Party', cues: ['shall pay'] }],
});

describe('rules engine on ontologies without examples (issue 16)', () => {
  it('R4.04 a class says what it holds: its kind, else what its name, label or aliases say', () => {
    const cls = (fields: object) =>
      ontologyDocumentSchema.parse({ format: 'ontoloom/v1', classes: [fields] }).classes[0]!;
    expect(classKind(cls({ name: 'Amount' }))).toBe('money');
    expect(classKind(cls({ name: 'DrugDose' }))).toBe('quantity');
    expect(classKind(cls({ name: 'Clinician' }))).toBe('person');
    expect(classKind(cls({ name: 'Thing', aliases: ['hospital'] }))).toBe('organization');
    expect(classKind(cls({ name: 'Patient', kind: 'other' }))).toBe('other');
    expect(classKind(cls({ name: 'Widget' }))).toBe('other');
    // A class without a label reads as its name.
    expect(cls({ name: 'Widget' }).label).toBe('Widget');
  });

  it('R4.04 two person classes are told apart by the words around each name, not by class names', async () => {
    const result = await run(
      clinical,
      'Patient: Tom Hale. He was seen by Dr Maria Lopez, his consultant, on the ward. Tom Hale was started on atorvastatin 20 mg for angina.',
    );
    expect(summary(result)).toEqual({
      entities: [
        'Clinician:Maria Lopez',
        'Condition:angina',
        'Dose:20 mg',
        'Drug:atorvastatin',
        'Patient:Tom Hale',
      ],
      relations: [
        'has_dose(atorvastatin, 20 mg)',
        'prescribed(Tom Hale, atorvastatin)',
        'seen_by(Tom Hale, Maria Lopez)',
      ],
    });
  });

  it('R4.04 where a company is, said by the words that describe it', async () => {
    const { relations } = summary(
      await run(
        business,
        'Pouchloop, a Rotterdam company that recycles pouches, raised $5 million. ' +
          "Investors include Singapore's Meranti Capital. " +
          'Seoul company Haneul Learning joined them.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'based_in(Pouchloop, Rotterdam)',
        'based_in(Meranti Capital, Singapore)',
        'based_in(Haneul Learning, Seoul)',
      ]),
    );
    // "The London company" stands for the company named before it.
    const described = summary(
      await run(
        business,
        'Emberlight Systems raised $5 million. The London company was founded in 2022.',
      ),
    );
    expect(described.relations).toContain('based_in(Emberlight Systems, London)');
    // After the noun, through "in": a rival is one of its kind.
    const after = summary(
      await run(
        business,
        'Tsukimura bought Kanade Motors, a smaller Hoshida rival in Hamamatsu. It holds a stake in Trenza Vehicular, a chassis maker in Monterrey.',
      ),
    );
    expect(after.entities).toContain('Company:Trenza Vehicular');
    expect(after.relations).toEqual(
      expect.arrayContaining([
        'based_in(Kanade Motors, Hamamatsu)',
        'based_in(Trenza Vehicular, Monterrey)',
      ]),
    );
    // A place named near a company without describing it says nothing of where it is.
    const other = summary(await run(business, 'Pouchloop sold bottles in Rotterdam last year.'));
    expect(other.relations).not.toContain('based_in(Pouchloop, Rotterdam)');
    // A town and its state before the noun, a firm's own noun, and a month is no place.
    const chained = summary(
      await run(
        business,
        'Corvane Semiconductor rose after the Austin, Texas, company raised its forecast. ' +
          'Talhão was developed by São Paulo software house Nuvem Rural. Sunyani Agro, the ' +
          'cassava producer bought in March by Ikemefuna Holdings, was commended.',
      ),
    );
    expect(chained.relations).toEqual(
      expect.arrayContaining([
        'based_in(Corvane Semiconductor, Austin)',
        'based_in(Corvane Semiconductor, Texas)',
        'based_in(Nuvem Rural, São Paulo)',
      ]),
    );
    expect(chained.entities.filter((e) => e.includes('March'))).toEqual([]);
    // What one holds shares or a stake in is a company, not a place.
    const held = summary(
      await run(
        business,
        'Shares in Halvard Marine rose after the Bergen shipbuilder won an order. Kaihong ' +
          'Interactive bought a 9% stake in Wydmy Studio.',
      ),
    );
    expect(held.entities).toEqual(
      expect.arrayContaining(['Company:Halvard Marine', 'Company:Wydmy Studio']),
    );
    expect(held.entities).not.toContain('Place:Halvard Marine');
  });

  it("R4.04 a patient's sex written after the name, before the age, is not part of it", async () => {
    const form = summary(
      await run(clinical, 'Pt: Rajesh Kumaran   M, 63y\nNHS no. 943 201 7765\n'),
    );
    expect(form.entities).toContain('Patient:Rajesh Kumaran');
    const { entities: found, relations } = summary(
      await run(clinical, 'Patient: Rajesh Kumaran M 63, seen by Dr Amara Hill today.'),
    );
    expect(found).toContain('Patient:Rajesh Kumaran');
    expect(found).not.toContain('Patient:Rajesh Kumaran M');
    expect(relations).toContain('seen_by(Rajesh Kumaran, Amara Hill)');
    // An initial is kept where no age follows: "Malcolm X" stays whole.
    const { entities } = summary(await run(clinical, 'Patient: Malcolm X\nSeen by: Amara Hill\n'));
    expect(entities).toContain('Patient:Malcolm X');
  });

  it('R4.04 names the NER does not know: company words, titles and possessives cut, "and" lists split', async () => {
    const result = await run(
      business,
      "Halbrecht Holdings acquired Veldkamp Systems for €410 million. Chief Executive Annika Sauer joined in 2021. Singapore's Tangerine Ridge Capital, based in Lisbon, was founded by Rachel Kim and Tomás Rivera.",
    );
    const { entities, relations } = summary(result);
    expect(entities).toEqual(
      expect.arrayContaining([
        'Company:Halbrecht Holdings',
        'Company:Veldkamp Systems',
        'Company:Tangerine Ridge Capital',
        'Deal:€410 million',
        'Person:Annika Sauer',
        'Person:Rachel Kim',
        'Person:Tomás Rivera',
        'Place:Singapore',
        'Place:Lisbon',
      ]),
    );
    expect(entities).not.toContain('Person:Executive Annika Sauer');
    expect(relations).toEqual(
      expect.arrayContaining([
        'acquired(Halbrecht Holdings, Veldkamp Systems)',
        'based_in(Tangerine Ridge Capital, Lisbon)',
        'founded_by(Tangerine Ridge Capital, Rachel Kim)',
        'founded_by(Tangerine Ridge Capital, Tomás Rivera)',
      ]),
    );
  });

  it('R4.04 relations stated by a possessive apposition or a short form; provenance is the stating words', async () => {
    const result = await run(
      business,
      'Veldkamp Systems makes pressure gauges. Its founder, Pieter Veldkamp, will stay on. Her colleague joined Globex Group.',
    );
    expect(summary(result).relations).toEqual(['founded_by(Veldkamp Systems, Pieter Veldkamp)']);
    expect(result.relations[0]!.provenance[0]!.text).toBe('Its founder, Pieter Veldkamp');
  });

  it('R4.04 a sentence without its subject is about the one the document names; an abbreviation stands for its name', async () => {
    const result = await run(
      clinical,
      'Patient: Tom Hale\n\nHistory of atrial fibrillation (AF). Takes apixaban 5 mg for the AF. No other medication.',
    );
    expect(summary(result)).toEqual({
      entities: ['Condition:atrial fibrillation', 'Dose:5 mg', 'Drug:apixaban', 'Patient:Tom Hale'],
      relations: ['has_dose(apixaban, 5 mg)', 'prescribed(Tom Hale, apixaban)'],
    });
    // The implied subject is not part of the stating words.
    const prescribed = result.relations.find((r) => r.relation_name === 'prescribed')!;
    expect(prescribed.provenance[0]!.text).toBe('Takes apixaban');
  });

  it('R4.04 a name nothing typed, listed with places, is a place; not a month, a people or an address', async () => {
    const { entities } = summary(
      await run(
        business,
        'Benbow Textiles employed 9,000 people at plants in Leicester, Tarnby and Colombo. Its ' +
          'buses go to Montevideo, Luandra and Maputo, not in March, Spanish or Level 9.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining(['Place:Tarnby', 'Place:Luandra', 'Place:Maputo']),
    );
    expect(entities.filter((e) => /March|Spanish|Level/.test(e))).toEqual([]);
  });

  it('R4.04 a cue written as a suffix ("-based") follows the place it is glued to', async () => {
    const result = await run(business, 'The Lisbon-based Tangerine Ridge Capital raised money.');
    expect(summary(result)).toEqual({
      entities: ['Company:Tangerine Ridge Capital', 'Place:Lisbon'],
      relations: ['based_in(Tangerine Ridge Capital, Lisbon)'],
    });
  });

  it('R4.04 dates: ranges are two dates, a bare year in brackets is one, a preposition is not part of it', async () => {
    const ontology = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Person', kind: 'person' },
        { name: 'Date', kind: 'date' },
      ],
      relations: [{ name: 'born_on', source: 'Person', target: 'Date', cues: ['born on'] }],
    });
    const result = await run(
      ontology,
      'Ines Mota (4 May 1931 – 18 January 2009) wrote The River (1958). In January 2017 she moved. Within 30 days she left.',
    );
    expect(summary(result)).toEqual({
      entities: [
        'Date:18 January 2009',
        'Date:1958',
        'Date:4 May 1931',
        'Date:January 2017',
        'Person:Ines Mota',
      ],
      relations: ['born_on(Ines Mota, 4 May 1931)'],
    });
  });

  it('R4.04 a defined term names its party in later chunks, read through the chunk context', async () => {
    const first =
      'PARTIES\n\n(1) Harrowgate Packaging Limited, registered in England (the “Supplier”); and\n\n(2) Mellor Foods Limited (the “Customer”).';
    const second = 'The Customer shall pay the Supplier within 30 days of each invoice.';
    const chunks = [chunkOf(first, 0, 0), chunkOf(second, 1, first.length + 2)];
    const extractor = createRulesExtractor(contract);
    const alone = await extractor.extract(chunks[1]!);
    expect(summary(alone).relations).toEqual([]);
    const read = await extractor.extract(chunks[1]!, {
      context: chunkContext(chunks[1]!, chunks),
    });
    expect(summary(read)).toEqual({
      entities: ['Party:Harrowgate Packaging Limited', 'Party:Mellor Foods Limited'],
      relations: ['pays(Mellor Foods Limited, Harrowgate Packaging Limited)'],
    });
    // Only the chunk's own words are provenance.
    for (const entity of read.entities)
      for (const place of entity.provenance) {
        expect(place.start).toBeGreaterThanOrEqual(chunks[1]!.start);
        expect(second).toContain(place.text);
      }
  });

  it('R4.04 a chunk context holds the document head and the chunks right before, each word once', () => {
    const text = 'a'.repeat(100) + 'b'.repeat(100) + 'c'.repeat(100) + 'd'.repeat(100);
    // Chunks of 120 characters overlapping by 20.
    const chunks = [0, 100, 200, 300].map((start, index) =>
      chunkOf(text.slice(start, Math.min(text.length, start + 120)), index, start),
    );
    expect(chunkContext(chunks[0]!, chunks)).toBe('');
    expect(chunkContext(chunks[1]!, chunks)).toBe('a'.repeat(100));
    expect(chunkContext(chunks[3]!, chunks)).toBe(text.slice(0, 300));
    // The chunk's text follows its context directly; where the context stops short of the
    // chunk, a paragraph break stands for what is between.
    const apart = [chunkOf('a'.repeat(50), 0, 0), chunkOf('c'.repeat(50), 1, 100)];
    expect(chunkContext(apart[1]!, apart)).toBe(`${'a'.repeat(50)}\n\n`);
  });
});

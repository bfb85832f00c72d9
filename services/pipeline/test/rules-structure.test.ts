import { ontologyDocumentSchema, type OntologyDocument } from '@ontoloom/contract/domain';
import { chunkContext, createRulesExtractor } from '../src/index';
import type { Chunk, ChunkExtraction } from '../src/index';
import { findFields } from '../src/extraction/rules/fields';
import { sentenceSpans } from '../src/extraction/rules/sentences';

// Relations stated by a document's structure rather than by a verb: fields of a form, author
// affiliations, appositions, what an agreement says of itself, the one a biography is about.
// Every sentence here is invented.

const clinical = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Patient', kind: 'person', aliases: ['patient', 'client'] },
    { name: 'Clinician', kind: 'person', aliases: ['doctor', 'consultant', 'GP', 'therapist'] },
    { name: 'Condition', kind: 'condition', aliases: ['diagnosis', 'PMH', 'problem'] },
    { name: 'Drug', kind: 'substance', aliases: ['medication', 'medicine'] },
    { name: 'Facility', kind: 'organization', aliases: ['clinic', 'hospital', 'practice'] },
  ],
  relations: [
    { name: 'diagnosed_with', source: 'Patient', target: 'Condition', cues: ['diagnosed with'] },
    { name: 'prescribed', source: 'Patient', target: 'Drug', cues: ['started on'] },
    { name: 'seen_by', source: 'Patient', target: 'Clinician', cues: ['seen by'] },
    { name: 'works_at', source: 'Clinician', target: 'Facility', cues: ['works at'] },
  ],
});

const biography = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Person', kind: 'person', aliases: ['person', 'writer'] },
    { name: 'Place', kind: 'place', aliases: ['city'] },
    { name: 'Organization', kind: 'organization', aliases: ['university', 'conservatory'] },
    { name: 'Date', kind: 'date' },
  ],
  relations: [
    { name: 'born_in', source: 'Person', target: 'Place', cues: ['born in', 'a native of'] },
    { name: 'born_on', source: 'Person', target: 'Date', cues: ['born on', 'born'] },
    { name: 'worked_for', source: 'Person', target: 'Organization', cues: ['joined', 'taught at'] },
  ],
});

const science = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Researcher', kind: 'person', aliases: ['researcher', 'chemist'] },
    { name: 'Institution', kind: 'organization', aliases: ['university', 'institute'] },
  ],
  relations: [
    {
      name: 'affiliated_with',
      source: 'Researcher',
      target: 'Institution',
      cues: ['affiliated with'],
    },
  ],
});

const contract = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['party', 'supplier', 'customer'] },
    { name: 'Jurisdiction', kind: 'place', aliases: ['jurisdiction'] },
  ],
  relations: [
    {
      name: 'governed_by',
      source: 'Party',
      target: 'Jurisdiction',
      cues: ['governed by the laws of'],
    },
  ],
});

const chunkOf = (text: string, index = 0, start = 0): Chunk => ({
  id: `00000000-0000-5000-8000-00000000000${index}`,
  document_id: '11111111-1111-5111-8111-111111111111',
  index,
  text,
  start,
  end: start + text.length,
  pages: [1],
  page_starts: [start],
  token_count: null,
});

const summary = (result: ChunkExtraction) => ({
  entities: result.entities.map((e) => `${e.class_name}:${e.label}`).sort(),
  relations: result.relations
    .map((r) => {
      const label = (id: string) => result.entities.find((e) => e.id === id)!.label;
      return `${r.relation_name}(${label(r.source_id)}, ${label(r.target_id)})`;
    })
    .sort(),
});

const run = (ontology: OntologyDocument, text: string) =>
  createRulesExtractor(ontology).extract(chunkOf(text));

describe('rules engine: relations stated by structure', () => {
  it('reads fields whose lines were joined: a label ends the value before it', () => {
    const text = 'Patient: Tom Hale DOB: 02/03/1950 Ward doctor: Dr Ann Lee\n\nPMH: asthma, gout.';
    // The names found in it: a label does not reach into one.
    const name = {
      class_name: 'Patient',
      start: 9,
      end: 17,
      label: 'Tom Hale',
      confidence: 0.6,
      source: 'ner' as const,
    };
    const fields = findFields(text, sentenceSpans(text), [name]).map((f) => [
      f.label,
      text.slice(f.valueStart, f.valueEnd).trim(),
    ]);
    expect(fields).toEqual([
      ['Patient', 'Tom Hale'],
      ['DOB', '02/03/1950'],
      ['Ward doctor', 'Dr Ann Lee'],
      ['PMH', 'asthma, gout.'],
    ]);
  });

  it('a field naming a class relates its values to the one the document is about', async () => {
    const result = await run(
      clinical,
      'Patient: Tomas Hale DOB: 02/03/1950 Consultant: Dr Maria Lopez\n\nPMH: asthma, hypertension.\n\nCurrent medication: salbutamol 100 mcg, ramipril 5 mg',
    );
    const { entities, relations } = summary(result);
    // Neither the title nor the next field's label is part of a name.
    expect(entities).toEqual(
      expect.arrayContaining(['Patient:Tomas Hale', 'Clinician:Maria Lopez']),
    );
    expect(entities).not.toContain('Patient:Tomas Hale DOB');
    expect(relations).toEqual([
      'diagnosed_with(Tomas Hale, asthma)',
      'diagnosed_with(Tomas Hale, hypertension)',
      'prescribed(Tomas Hale, ramipril)',
      'prescribed(Tomas Hale, salbutamol)',
      'seen_by(Tomas Hale, Maria Lopez)',
    ]);
  });

  it('the one a field speaks of may be named only in the chunk context: its entity has no provenance', async () => {
    const first = 'Patient: Tomas Hale\n\nReferred for review.';
    const second = 'PMH: asthma and gout.';
    const chunks = [chunkOf(first, 0, 0), chunkOf(second, 1, first.length + 2)];
    const result = await createRulesExtractor(clinical).extract(chunks[1]!, {
      context: chunkContext(chunks[1]!, chunks),
    });
    expect(summary(result).relations).toEqual([
      'diagnosed_with(Tomas Hale, asthma)',
      'diagnosed_with(Tomas Hale, gout)',
    ]);
    expect(result.entities.find((e) => e.label === 'Tomas Hale')!.provenance).toEqual([]);
  });

  it('a field label that is a relation cue ("Born:") takes its targets from the value', async () => {
    const result = await run(
      biography,
      'Edith Marlowe\n\nBorn: 5 May 1950, Manchester\n\nEdith Marlowe wrote plays.',
    );
    expect(summary(result).relations).toEqual([
      'born_in(Edith Marlowe, Manchester)',
      'born_on(Edith Marlowe, 5 May 1950)',
    ]);
  });

  it('institution names written with "of" or "for" stay whole; a person "of" an institution does not', async () => {
    const result = await run(
      science,
      'The chemist Jonas Ekberg of Halden Valley University worked with the Eastmoor Institute for Coastal Studies.',
    );
    const { entities, relations } = summary(result);
    expect(entities).toEqual(
      expect.arrayContaining([
        'Researcher:Jonas Ekberg',
        'Institution:Halden Valley University',
        'Institution:Eastmoor Institute for Coastal Studies',
      ]),
    );
    expect(relations).toContain('affiliated_with(Jonas Ekberg, Halden Valley University)');
    const music = await run(biography, 'She taught at the Northfield Conservatory of Music.');
    expect(summary(music).entities).toContain('Organization:Northfield Conservatory of Music');
  });

  it('authors point to their affiliations by marks: superscripts, numbers, letters', async () => {
    for (const [marks, text] of [
      [
        'superscripts',
        'Mira Castell¹, Tomas Berglund², Ana Quiroga¹ ¹Department of Physics, Ostfold University, Halden, Norway ²Institute for Marine Studies, Bergen, Norway\n\nAbstract: we measured things.',
      ],
      [
        'numbers',
        'Mira Castell (1), Tomas Berglund (2), Ana Quiroga (1) (1) Ostfold University, Halden, Norway (2) Institute for Marine Studies, Bergen, Norway\n\nAbstract: we measured things.',
      ],
    ] as const) {
      const result = await run(science, text);
      expect([marks, summary(result).relations]).toEqual([
        marks,
        [
          'affiliated_with(Ana Quiroga, Ostfold University)',
          'affiliated_with(Mira Castell, Ostfold University)',
          'affiliated_with(Tomas Berglund, Institute for Marine Studies)',
        ],
      ]);
      expect(summary(result).entities).not.toContain('Researcher:Mira Castell¹');
    }
  });

  it('an apposition ties a person to an organisation; a former tie or a verb after it does not', async () => {
    const result = await run(
      clinical,
      'Letter from Dr Helen Okoro, Consultant Physician, Riverside General Hospital.\n\nCopy to Dr Jon Amis, previously at Lakeview Clinic.',
    );
    expect(summary(result).relations).toEqual([
      'works_at(Helen Okoro, Riverside General Hospital)',
    ]);
  });

  it('what an agreement says of itself, it says of each of its parties', async () => {
    const result = await run(
      contract,
      'Alder Tools Limited (the “Supplier”) and Brookfield Farm Supplies Limited (the “Customer”).\n\nThis Agreement shall be governed by the laws of Scotland.',
    );
    expect(summary(result).relations).toEqual([
      'governed_by(Alder Tools Limited, Scotland)',
      'governed_by(Brookfield Farm Supplies Limited, Scotland)',
    ]);
  });

  it('a paragraph opening with "She" is about the person the document names most', async () => {
    const result = await run(
      biography,
      'Ilona Varga was a Hungarian writer. Varga grew up near Lake Balaton with her cousin Petra Moor.\n\nCareer\n\nShe joined Lumen Press in 1960.',
    );
    expect(summary(result).relations).toContain('worked_for(Ilona Varga, Lumen Press)');
  });
});

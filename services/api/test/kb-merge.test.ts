import type { OntologyDocument } from '@ontoloom/contract';
import {
  identifyingProperties,
  normalizeKey,
  planMerge,
  type MergeEntity,
} from '../src/knowledge-bases/kb-merge';

const ontology = {
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Company',
      label: 'Company',
      properties: [
        { name: 'vat', type: 'string', identifying: true },
        { name: 'city', type: 'string', identifying: false },
        { name: 'listed', type: 'boolean', identifying: true },
      ],
    },
    { name: 'Person', label: 'Person', properties: [{ name: 'email', type: 'email' }] },
  ],
  relations: [],
} as unknown as OntologyDocument;

const provenance = (text: string) => [
  {
    document_id: '00000000-0000-4000-8000-000000000001',
    page: null,
    chunk_id: null,
    start: 0,
    end: text.length,
    text,
  },
];

describe('issue 13: merging a run into a knowledge base', () => {
  test("identifying properties: the ontology's (not booleans) and single exact or normalized rule predicates", () => {
    const identifying = identifyingProperties(ontology, [
      {
        class_name: 'Person',
        disjuncts: [
          [{ property: 'email', predicate: 'exact' }],
          [{ property: 'label', predicate: 'prefix' }],
        ],
        estimated_comparisons: 1,
        estimated_recall: 1,
      },
      {
        class_name: 'Company',
        disjuncts: [
          [
            { property: 'city', predicate: 'exact' },
            { property: 'vat', predicate: 'prefix' },
          ],
        ],
        estimated_comparisons: 1,
        estimated_recall: 1,
      },
    ]);
    expect(identifying.get('Company')).toEqual(['vat']);
    expect(identifying.get('Person')).toEqual(['email']);
    expect(normalizeKey('  Ácme,  Corp. ')).toBe('acme corp');
  });

  test('same class and normalized label, or an equal identifying value: one entity with values and provenance unioned; relations remapped, self-loops dropped, repeats joined', () => {
    const existing: MergeEntity[] = [
      {
        id: 'kb-acme',
        className: 'Company',
        label: 'Acme Corp',
        properties: { vat: ['FR1'], city: ['Lyon'] },
      },
      { id: 'kb-jane', className: 'Person', label: 'Jane Roe', properties: {} },
    ];
    const plan = planMerge({
      existing,
      identifying: new Map([
        ['Company', ['vat']],
        ['Person', []],
      ]),
      nextPosition: 10,
      entities: [
        {
          id: 'r-acme',
          className: 'Company',
          label: 'ACME corp.',
          properties: { city: ['lyon', 'Paris'] },
          provenance: provenance('ACME corp.'),
        },
        {
          id: 'r-vat',
          className: 'Company',
          label: 'Acme Holding',
          properties: { vat: ['fr1'] },
          provenance: provenance('Acme Holding'),
        },
        {
          id: 'r-acme-person',
          className: 'Person',
          label: 'Acme Corp',
          properties: {},
          provenance: provenance('Acme Corp'),
        },
        {
          id: 'r-ann',
          className: 'Person',
          label: 'Ann Lee',
          properties: {},
          provenance: provenance('Ann Lee'),
        },
      ],
      relations: [
        {
          relationName: 'works_for',
          sourceId: 'r-ann',
          targetId: 'r-acme',
          provenance: provenance('a'),
        },
        {
          relationName: 'works_for',
          sourceId: 'r-ann',
          targetId: 'r-vat',
          provenance: provenance('b'),
        },
        {
          relationName: 'same_as',
          sourceId: 'r-acme',
          targetId: 'r-vat',
          provenance: provenance('c'),
        },
      ],
    });
    // Both Acme mentions join the existing company (label; VAT number), not the Person of that name.
    expect(plan.updates).toEqual([
      {
        id: 'kb-acme',
        properties: { vat: ['FR1'], city: ['Lyon', 'Paris'] },
        provenance: [...provenance('ACME corp.'), ...provenance('Acme Holding')],
      },
    ]);
    expect(plan.inserts.map((e) => [e.className, e.label, e.position])).toEqual([
      ['Person', 'Acme Corp', 10],
      ['Person', 'Ann Lee', 11],
    ]);
    const ann = plan.inserts[1]!.id;
    expect(plan.relations).toEqual([
      {
        relationName: 'works_for',
        sourceId: ann,
        targetId: 'kb-acme',
        provenance: [...provenance('a'), ...provenance('b')],
      },
    ]);
  });
});

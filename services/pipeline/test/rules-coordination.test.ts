import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { run, summary } from './fixtures/rules-chunks';

// Relations whose two ends are found: items of a list each carrying an apposition, and cues of
// giving ("sold to") read for a relation of getting. Every sentence here is invented.

const deals = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Company', kind: 'organization', aliases: ['company', 'firm', 'group'] },
    { name: 'Person', kind: 'person', aliases: ['director'] },
  ],
  relations: [
    {
      name: 'acquired',
      source: 'Company',
      target: 'Company',
      cues: ['acquired', 'bought', 'sold to'],
    },
    { name: 'signs_for', source: 'Person', target: 'Company', cues: ['on behalf of'] },
  ],
});

describe('rules engine: coordination and converse cues', () => {
  it('reads "X has been sold to Y" as Y acquiring X', async () => {
    const { relations } = summary(
      await run(deals, 'Brinwell Dairies Ltd has been sold to Ostrava Foods AG for a sum.'),
    );
    expect(relations).toEqual(['acquired(Ostrava Foods AG, Brinwell Dairies Ltd)']);
  });

  it('keeps the passive "was acquired by" and the active "acquired" as they were', async () => {
    const passive = summary(
      await run(deals, 'Brinwell Dairies Ltd was acquired by Ostrava Foods AG.'),
    );
    expect(passive.relations).toEqual(['acquired(Ostrava Foods AG, Brinwell Dairies Ltd)']);
    const active = summary(await run(deals, 'Ostrava Foods AG acquired Brinwell Dairies Ltd.'));
    expect(active.relations).toEqual(['acquired(Ostrava Foods AG, Brinwell Dairies Ltd)']);
  });

  it('does not turn a giving cue round when the relation is not one of getting', async () => {
    const onto = ontologyDocumentSchema.parse({
      ...deals,
      relations: [{ name: 'supplier_of', source: 'Company', target: 'Company', cues: ['sold to'] }],
    });
    const { relations } = summary(
      await run(onto, 'Brinwell Dairies Ltd sold to Ostrava Foods AG.'),
    );
    expect(relations).toEqual(['supplier_of(Brinwell Dairies Ltd, Ostrava Foods AG)']);
  });

  it('gives the relation to each item of a list whose items carry a title', async () => {
    const { relations } = summary(
      await run(
        deals,
        'Signed on behalf of Tarvel Mills Ltd by Jonas Ekwueme, Finance Director, and Mirela Sousa, Company Secretary.',
      ),
    );
    expect(relations).toEqual([
      'signs_for(Jonas Ekwueme, Tarvel Mills Ltd)',
      'signs_for(Mirela Sousa, Tarvel Mills Ltd)',
    ]);
  });

  it('does not join two names separated by a title without "and"', async () => {
    const { relations } = summary(
      await run(
        deals,
        'Signed on behalf of Tarvel Mills Ltd by Jonas Ekwueme, Finance Director, Mirela Sousa looking on.',
      ),
    );
    expect(relations).toEqual(['signs_for(Jonas Ekwueme, Tarvel Mills Ltd)']);
  });
});

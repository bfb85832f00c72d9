import { createRulesExtractor } from '../src/index';
import {
  WARM_UP_CONTEXT,
  WARM_UP_ONTOLOGY,
  WARM_UP_CHUNK,
  warmUpRulesEngine,
} from '../src/extraction/rules/warm-up';

// A worker warms the rules engine before it takes jobs: the made-up page must go down the paths
// a real chunk does (names, places, dates, amounts, doses, drugs, conditions, works, relations),
// or their first use still lands in a job.
test('the warm-up page is read like a real chunk: entities of each kind and relations between them', async () => {
  const extraction = await createRulesExtractor(WARM_UP_ONTOLOGY).extract(WARM_UP_CHUNK, {
    context: WARM_UP_CONTEXT,
  });
  const classes = new Set(extraction.entities.map((entity) => entity.class_name));
  for (const name of [
    'Person',
    'Company',
    'City',
    'Day',
    'Amount',
    'Dose',
    'Condition',
    'Drug',
    'Work',
  ])
    expect(classes).toContain(name);
  const relations = new Set(extraction.relations.map((relation) => relation.relation_name));
  for (const name of ['works_for', 'born_on', 'pays', 'diagnosed_with', 'treated_with', 'wrote'])
    expect(relations).toContain(name);
  await expect(warmUpRulesEngine()).resolves.toBeUndefined();
});

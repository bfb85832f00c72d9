import { RESULTS } from '../../test-fixtures';
import { filterResults } from './results-filter';

test('entities group by class in ontology order; search reads labels, values and quotes', () => {
  const all = filterResults(RESULTS, { search: '', className: '' }, ['Person', 'Company']);
  expect(all.groups.map((group) => [group.className, group.entities.length])).toEqual([
    ['Person', 1],
    ['Company', 2],
  ]);
  const quoted = filterResults(RESULTS, { search: 'corporation', className: '' });
  expect(quoted.groups.flatMap((group) => group.entities.map((entity) => entity.label))).toEqual([
    'Globex',
  ]);
  const byClass = filterResults(RESULTS, { search: '', className: 'Person' });
  expect(byClass.groups).toHaveLength(1);
  expect(byClass.relations).toHaveLength(1);
  expect(filterResults(RESULTS, { search: 'nothing', className: '' }).relations).toHaveLength(0);
});

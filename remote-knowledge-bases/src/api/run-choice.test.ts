import { RUNS } from '../test-fixtures';
import { runChoiceOf } from './run-choice';

test('R4.05 a run goes into a knowledge base committed, or finished and committed first', () => {
  expect(RUNS.map(runChoiceOf)).toEqual(['committed', 'committable', 'unfinished']);
  // Failed at deduplication: not finished.
  expect(runChoiceOf({ ...RUNS[1]!, current_step: 'dnf_execute', status: 'failed' })).toBe(
    'unfinished',
  );
});

import { FINISHED, RUN } from '../test-fixtures';
import { failedStep, hasResults, isReadOnly, isRunActive, tabOf } from './run-status';

test('a run is active while a step is queued or running', () => {
  expect(isRunActive(RUN)).toBe(false);
  expect(
    isRunActive({
      ...RUN,
      steps: { ...RUN.steps, chunking: { ...RUN.steps.chunking, status: 'running' } },
    }),
  ).toBe(true);
});

test('a run opens on the tab where there is something to do', () => {
  expect(tabOf(RUN)).toBe('chunking');
  expect(tabOf(FINISHED)).toBe('results');
  expect(hasResults(FINISHED)).toBe(true);
});

test('committed or archived runs are read-only', () => {
  expect(isReadOnly(RUN)).toBe(false);
  expect(isReadOnly({ ...RUN, committed_at: '2025-01-02T00:00:00.000Z' })).toBe(true);
  expect(isReadOnly({ ...RUN, archived_at: '2025-01-02T00:00:00.000Z' })).toBe(true);
});

test('retry names the failed step, else the latest started step of failed documents while it works by document', () => {
  expect(failedStep(RUN)).toBeNull();
  const documentFailed = {
    ...RUN,
    documents: [
      {
        ...RUN.documents[0]!,
        status: 'failed' as const,
        error: { code: 'x', message: 'Unreadable' },
      },
    ],
  };
  expect(failedStep(documentFailed)).toBe('text_extraction');
  // Past chunking, a document that could not be read has no step left that would retry it.
  expect(failedStep({ ...documentFailed, steps: FINISHED.steps })).toBeNull();
  expect(
    failedStep({
      ...RUN,
      steps: { ...RUN.steps, chunking: { ...RUN.steps.chunking, status: 'failed' } },
    }),
  ).toBe('chunking');
});

import { exportFileName } from './download-export';

test('the export file is named after the run, with the extension of its format', () => {
  expect(exportFileName('Contracts 2024', 'json')).toBe('Contracts-2024-results.json');
  expect(exportFileName('  / ', 'yaml')).toBe('run-results.yaml');
  expect(exportFileName('Révision été', 'yaml')).toBe('Révision-été-results.yaml');
});

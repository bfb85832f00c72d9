import { exportFileName, KB_EXPORT_FORMATS } from './download-export';

test('an export is named after the knowledge base, with the extension of its format', () => {
  expect(KB_EXPORT_FORMATS.map((format) => exportFileName('Suppliers / 2024', format))).toEqual([
    'Suppliers-2024.jsonld',
    'Suppliers-2024.ttl',
    'Suppliers-2024-nodes.csv',
    'Suppliers-2024-edges.csv',
  ]);
  expect(exportFileName('  ', 'turtle')).toBe('knowledge-base.ttl');
  expect(exportFileName('Fournisseurs été', 'jsonld')).toBe('Fournisseurs-été.jsonld');
});

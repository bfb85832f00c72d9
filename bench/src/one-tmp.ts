import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chunkContext, chunkDocument, createRulesExtractor, extractDocument } from '@ontoloom/pipeline';

const [domain, arg] = process.argv.slice(2);
const onto = JSON.parse(readFileSync(`corpus/${domain}/ontology.json`, 'utf8'));
const ontology = { ...onto, classes: onto.classes.map((c: any) => ({ ...c, examples: [], patterns: [] })) };
const docs = JSON.parse(readFileSync(`corpus/${domain}/dev.json`, 'utf8')).documents;
const doc = docs.find((d: any) => d.id === arg);
const text: string = doc ? doc.text : arg!;
const main = async () => {
  const extractor = createRulesExtractor(ontology);
  const extracted = await extractDocument({ id: randomUUID(), data: new TextEncoder().encode(text), file_name: 'x.txt' });
  const chunks = [...chunkDocument(extracted, { strategy: 'structure', size: 1000, size_unit: 'characters', overlap: 100, respect_pages: false })];
  for (const chunk of chunks) {
    const r = await extractor.extract(chunk, { context: chunkContext(chunk, chunks) });
    const lab = new Map(r.entities.map((e: any) => [e.id, e.label]));
    console.log('--- chunk');
    console.log('E:', r.entities.map((e: any) => `${e.class_name}:${e.label}`).join(' | '));
    for (const x of r.relations) console.log('R:', x.relation_name, lab.get(x.source_id), '->', lab.get(x.target_id));
  }
};
void main();

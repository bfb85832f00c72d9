import { randomUUID } from 'node:crypto';
import {
  chunkDocument,
  createRulesExtractor,
  extractDocument,
  normalizeLabel,
} from '@ontoloom/pipeline';
import type { EvaluationDomain } from './eval/documents';
import { EVALUATION_SET } from './eval/documents';
import { HELD_OUT_SET } from './eval/held-out-documents';
import { fixed, heading } from './timing';

type Counts = { tp: number; fp: number; fn: number };
const score = (
  counts: Map<string, Counts>,
  key: string,
  predicted: Set<string>,
  gold: Set<string>,
  prefix: string,
): void => {
  for (const item of new Set([...predicted, ...gold])) {
    if (!item.startsWith(prefix)) continue;
    const c = counts.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    if (predicted.has(item) && gold.has(item)) c.tp += 1;
    else if (predicted.has(item)) c.fp += 1;
    else c.fn += 1;
    counts.set(key, c);
  }
};

const line = (name: string, c: Counts): string => {
  const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  return `${name.padEnd(40)} P ${fixed(p)}  R ${fixed(r)}  F1 ${fixed(f1)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
};

type SetCounts = {
  entities: Map<string, Counts>;
  relations: Map<string, Counts>;
  documents: number;
};

const evaluate = async (set: EvaluationDomain[]): Promise<SetCounts> => {
  const entityCounts = new Map<string, Counts>();
  const relationCounts = new Map<string, Counts>();
  let documents = 0;
  for (const { domain, ontology, documents: docs } of set) {
    const extractor = createRulesExtractor(ontology);
    for (const doc of docs) {
      documents += 1;
      const extracted = await extractDocument({
        id: randomUUID(),
        data: new TextEncoder().encode(doc.text),
        file_name: `${doc.id}.txt`,
      });
      const predictedEntities = new Set<string>();
      const predictedRelations = new Set<string>();
      for (const chunk of chunkDocument(extracted, {
        strategy: 'structure',
        size: 1000,
        size_unit: 'characters',
        overlap: 100,
        respect_pages: false,
      })) {
        const result = await extractor.extract(chunk);
        const labelOf = new Map(result.entities.map((e) => [e.id, normalizeLabel(e.label)]));
        for (const e of result.entities)
          predictedEntities.add(`${e.class_name}|${normalizeLabel(e.label)}`);
        for (const r of result.relations)
          predictedRelations.add(
            `${r.relation_name}|${labelOf.get(r.source_id)}|${labelOf.get(r.target_id)}`,
          );
      }
      const goldEntities = new Set(doc.entities.map(([c, l]) => `${c}|${normalizeLabel(l)}`));
      const goldRelations = new Set(
        doc.relations.map(([n, s, t]) => `${n}|${normalizeLabel(s)}|${normalizeLabel(t)}`),
      );
      for (const cls of ontology.classes)
        score(
          entityCounts,
          `${domain}/${cls.name}`,
          predictedEntities,
          goldEntities,
          `${cls.name}|`,
        );
      for (const rel of ontology.relations)
        score(
          relationCounts,
          `${domain}/${rel.name}`,
          predictedRelations,
          goldRelations,
          `${rel.name}|`,
        );
    }
  }
  return { entities: entityCounts, relations: relationCounts, documents };
};

const merge = (a: Map<string, Counts>, b: Map<string, Counts>): Map<string, Counts> => {
  const out = new Map<string, Counts>();
  for (const map of [a, b])
    for (const [key, c] of map) {
      const o = out.get(key) ?? { tp: 0, fp: 0, fn: 0 };
      out.set(key, { tp: o.tp + c.tp, fp: o.fp + c.fp, fn: o.fn + c.fn });
    }
  return out;
};

/**
 * Precision, recall and F1 of the rules engine against the hand-labelled evaluation set: per class
 * and relation over every document, then micro averages of the first set and of the held-out set
 * apart (the held-out set was written after the engine's last tuning).
 */
export const runEvaluationBench = async (): Promise<void> => {
  heading('Rules engine quality on the labelled evaluation set');
  const started = performance.now();
  const first = await evaluate(EVALUATION_SET);
  const heldOut = await evaluate(HELD_OUT_SET);
  const entityCounts = merge(first.entities, heldOut.entities);
  const relationCounts = merge(first.relations, heldOut.relations);
  const documents = first.documents + heldOut.documents;
  const total = (map: Map<string, Counts>): Counts =>
    [...map.values()].reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
      tp: 0,
      fp: 0,
      fn: 0,
    });
  console.log(
    `${documents} documents, 3 domains (${first.documents} + ${heldOut.documents} held out), ${fixed(performance.now() - started, 0)} ms`,
  );
  console.log('Entities per class:');
  for (const [name, c] of entityCounts) console.log(`  ${line(name, c)}`);
  console.log(`  ${line('all entities (micro)', total(entityCounts))}`);
  console.log('Relations per relation type:');
  for (const [name, c] of relationCounts) console.log(`  ${line(name, c)}`);
  console.log(`  ${line('all relations (micro)', total(relationCounts))}`);
  console.log('Micro averages per set:');
  for (const [name, set] of [
    [`first set (${first.documents} docs)`, first],
    [`held-out set (${heldOut.documents} docs)`, heldOut],
  ] as const) {
    console.log(`  ${line(`${name} entities`, total(set.entities))}`);
    console.log(`  ${line(`${name} relations`, total(set.relations))}`);
  }
};

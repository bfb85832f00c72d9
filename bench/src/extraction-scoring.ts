import { randomUUID } from 'node:crypto';
import type { OntologyDocument } from '@ontoloom/contract';
import {
  chunkContext,
  chunkDocument,
  createRulesExtractor,
  extractDocument,
  normalizeLabel,
} from '@ontoloom/pipeline';
import { fixed } from './timing';

/** A document with what a careful reader records from it. */
export type GoldDocument = {
  id: string;
  text: string;
  /** [class, label] of every entity a careful reader would record with this ontology. */
  entities: [string, string][];
  /** [relation, source label, target label] the text states. */
  relations: [string, string, string][];
};

export type ScoredDomain = {
  domain: string;
  ontology: OntologyDocument;
  documents: GoldDocument[];
};

export type Counts = { tp: number; fp: number; fn: number };

export type SetCounts = {
  entities: Map<string, Counts>;
  relations: Map<string, Counts>;
  documents: number;
};

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

export const f1Of = (c: Counts): { p: number; r: number; f1: number } => {
  const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
};

export const line = (name: string, c: Counts): string => {
  const { p, r, f1 } = f1Of(c);
  return `${name.padEnd(40)} P ${fixed(p)}  R ${fixed(r)}  F1 ${fixed(f1)}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
};

export const total = (map: Map<string, Counts>): Counts =>
  [...map.values()].reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });

export const merge = (a: Map<string, Counts>, b: Map<string, Counts>): Map<string, Counts> => {
  const out = new Map<string, Counts>();
  for (const map of [a, b])
    for (const [key, c] of map) {
      const o = out.get(key) ?? { tp: 0, fp: 0, fn: 0 };
      out.set(key, { tp: o.tp + c.tp, fp: o.fp + c.fp, fn: o.fn + c.fn });
    }
  return out;
};

/**
 * Runs the product's path on each document (text extraction, structure chunks of 1,000
 * characters with 100 of overlap, the rules engine) and counts, per class and per relation type,
 * what it found against the gold annotations: an entity matches on class and normalised label, a
 * relation on name and both labels.
 */
export const evaluateRules = async (
  domains: ScoredDomain[],
  /** Filled with each document's misses ("fn"/"fp", the item) when given. */
  misses?: string[],
): Promise<SetCounts> => {
  const entityCounts = new Map<string, Counts>();
  const relationCounts = new Map<string, Counts>();
  let documents = 0;
  for (const { domain, ontology, documents: docs } of domains) {
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
      const chunks = [
        ...chunkDocument(extracted, {
          strategy: 'structure',
          size: 1000,
          size_unit: 'characters',
          overlap: 100,
          respect_pages: false,
        }),
      ];
      for (const chunk of chunks) {
        // As the run's extraction jobs do: the document's text before the chunk as context.
        const result = await extractor.extract(chunk, { context: chunkContext(chunk, chunks) });
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
      if (misses)
        for (const [predicted, gold] of [
          [predictedEntities, goldEntities],
          [predictedRelations, goldRelations],
        ] as const) {
          for (const item of gold)
            if (!predicted.has(item)) misses.push(`${domain}/${doc.id} fn ${item}`);
          for (const item of predicted)
            if (!gold.has(item)) misses.push(`${domain}/${doc.id} fp ${item}`);
        }
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

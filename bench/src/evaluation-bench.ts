import { EVALUATION_SET } from './eval/documents';
import { HELD_OUT_SET } from './eval/held-out-documents';
import { evaluateRules as evaluate, line, merge, total } from './extraction-scoring';
import { fixed, heading } from './timing';

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

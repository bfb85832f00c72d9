import type { OntologyDocument } from '@ontoloom/contract';
import { corpusDomains, corpusProblems, loadCorpusDomain } from './corpus/corpus';
import type { Counts, GoldDocument } from './extraction-scoring';
import { evaluateRules, f1Of, total } from './extraction-scoring';
import { fixed, heading } from './timing';

/** The ontology a user writes before adding any example or pattern. */
const withoutHints = (ontology: OntologyDocument): OntologyDocument => ({
  ...ontology,
  classes: ontology.classes.map((c) => ({ ...c, examples: [], patterns: [] })),
});

const cell = (c: Counts): string => {
  const { p, r, f1 } = f1Of(c);
  return `${fixed(p)} ${fixed(r)} ${fixed(f1)}`;
};

export type GeneralizationOptions = {
  /** Score the sealed split too: only at the end of a piece of work, never while tuning. */
  sealed: boolean;
  /** Print every miss of the dev split (never of the sealed one). */
  misses: boolean;
  domains?: string[];
};

/**
 * The rules engine on the generalization corpus (`bench/corpus`, issue 16): per domain, entity
 * and relation precision, recall and F1, with the ontology as written and without its examples
 * and patterns; the dev split always, the sealed split only with `--sealed`.
 */
export const runGeneralizationBench = async (options: GeneralizationOptions): Promise<void> => {
  heading('Rules engine on documents and ontologies it was not tuned for (bench/corpus)');
  const names = options.domains?.length ? options.domains : corpusDomains();
  if (names.length === 0) {
    console.log('No corpus under bench/corpus.');
    return;
  }
  const splits = options.sealed ? (['dev', 'sealed'] as const) : (['dev'] as const);
  console.log(
    `${'domain'.padEnd(22)}${'split'.padEnd(8)}${'hints'.padEnd(7)}${'docs'.padStart(5)}   entities P R F1     relations P R F1`,
  );
  const sums = new Map<string, { entities: Counts; relations: Counts }>();
  const allMisses: string[] = [];
  for (const name of names) {
    const domain = loadCorpusDomain(name, { sealed: options.sealed });
    const problems = corpusProblems(domain);
    if (problems.length > 0)
      throw new Error(`bench/corpus/${name} is not usable:\n  ${problems.join('\n  ')}`);
    for (const split of splits) {
      const documents: GoldDocument[] = split === 'dev' ? domain.dev : domain.sealed!;
      for (const hints of [true, false]) {
        const ontology = hints ? domain.ontology : withoutHints(domain.ontology);
        const misses = options.misses && split === 'dev' && !hints ? allMisses : undefined;
        const counts = await evaluateRules([{ domain: name, ontology, documents }], misses);
        const entities = total(counts.entities);
        const relations = total(counts.relations);
        const key = `${split} ${hints ? 'with' : 'none'}`;
        const sum = sums.get(key) ?? {
          entities: { tp: 0, fp: 0, fn: 0 },
          relations: { tp: 0, fp: 0, fn: 0 },
        };
        for (const [into, from] of [
          [sum.entities, entities],
          [sum.relations, relations],
        ] as const) {
          into.tp += from.tp;
          into.fp += from.fp;
          into.fn += from.fn;
        }
        sums.set(key, sum);
        console.log(
          `${name.padEnd(22)}${split.padEnd(8)}${(hints ? 'with' : 'none').padEnd(7)}${String(documents.length).padStart(5)}   ${cell(entities)}     ${cell(relations)}`,
        );
      }
    }
  }
  for (const [key, sum] of sums) {
    const [split, hints] = key.split(' ');
    console.log(
      `${'all (micro)'.padEnd(22)}${split!.padEnd(8)}${hints!.padEnd(7)}${''.padStart(5)}   ${cell(sum.entities)}     ${cell(sum.relations)}`,
    );
  }
  console.log(
    '"with": the ontology as written (kinds, aliases, cues, examples, patterns); "none": without examples and patterns.',
  );
  if (!options.sealed)
    console.log('Sealed split not scored (pass --sealed at the end of a piece of work).');
  if (options.misses) {
    console.log('\nMisses of the dev split, ontologies without hints:');
    for (const miss of allMisses) console.log(`  ${miss}`);
  }
};

if (process.argv[1]?.endsWith('generalization-bench.ts')) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  await runGeneralizationBench({
    sealed: args.includes('--sealed'),
    misses: args.includes('--misses'),
    domains: args.filter((arg) => !arg.startsWith('--')),
  });
}

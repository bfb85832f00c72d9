import { runChunkingBench } from './chunking-bench';
import { runDedupBench } from './dedup-bench';
import { runEvaluationBench } from './evaluation-bench';
import { runGeneralizationBench } from './generalization-bench';
import { runPdfBench } from './pdf-bench';

// One command runs every benchmark in one process, so each ratio compares peers measured under the
// same load. `pnpm bench -- dedup` (or chunking, pdf, quality) runs one.
// `--sealed` also scores the generalization corpus's sealed split (only at the end of a piece of
// work). `--dedup-sizes=10000,100000` limits the deduplication sizes (the 1M run takes minutes).
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const sizesArg = args.find((arg) => arg.startsWith('--dedup-sizes='));
const dedupSizes = sizesArg?.slice('--dedup-sizes='.length).split(',').map(Number);
const only = args.filter((arg) => !arg.startsWith('--'));
const wanted = (name: string): boolean => only.length === 0 || only.includes(name);
const started = performance.now();
console.log(`Ontoloom benchmarks, Node ${process.version}, ${new Date().toISOString()}`);
if (wanted('quality')) await runEvaluationBench();
if (wanted('generalization'))
  await runGeneralizationBench({ sealed: args.includes('--sealed'), misses: false });
if (wanted('chunking')) await runChunkingBench();
if (wanted('pdf')) await runPdfBench();
if (wanted('dedup')) await runDedupBench(dedupSizes);
console.log(`\nAll benchmarks done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { createRulesExtractor } from './rules-extractor';

/** Every kind of class the engine reads, and a relation between most of them. */
export const WARM_UP_ONTOLOGY = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Person', kind: 'person', aliases: ['patient', 'engineer'] },
    { name: 'Company', kind: 'organization', aliases: ['supplier', 'university'] },
    { name: 'City', kind: 'place' },
    { name: 'Day', kind: 'date' },
    { name: 'Amount', kind: 'money' },
    { name: 'Dose', kind: 'quantity' },
    { name: 'Product', kind: 'product' },
    { name: 'Meeting', kind: 'event' },
    { name: 'Condition', kind: 'condition' },
    { name: 'Drug', kind: 'substance' },
    { name: 'Work', kind: 'work', aliases: ['agreement'] },
  ],
  relations: [
    { name: 'works_for', source: 'Person', target: 'Company', cues: ['works for'] },
    { name: 'located_in', source: 'Company', target: 'City' },
    { name: 'born_on', source: 'Person', target: 'Day' },
    { name: 'pays', source: 'Company', target: 'Amount' },
    { name: 'diagnosed_with', source: 'Person', target: 'Condition' },
    { name: 'treated_with', source: 'Person', target: 'Drug' },
    { name: 'makes', source: 'Company', target: 'Product' },
    { name: 'wrote', source: 'Person', target: 'Work' },
  ],
});

export const WARM_UP_CONTEXT = 'Re: Annual review of Hallgrim Components Ltd\n\n';
const WARM_UP_TEXT =
  'Dr. Ingrid Solberg, born on 4 March 1971 in Bergen, works for Hallgrim Components Ltd, a ' +
  'supplier in Trondheim that makes the Fjordline X2 pump. On 12 May 2024 the company agreed to ' +
  'pay NOK 4,500,000 under the Service Agreement. She was diagnosed with type 2 diabetes and ' +
  'started on metformin 500 mg twice daily. Her novel "The Quiet Harbour" appeared in 2019, and ' +
  'she opened the Nordic Hydraulics Conference in Oslo.';

/**
 * Runs the rules engine twice on a made-up page. Its first use in a process builds what it loads
 * lazily (compromise's lexicon, the given names of faker's locales) and runs its code cold, and
 * V8 compiles a regular expression to machine code only on its second run (chrono's date
 * patterns are large): about a second of synchronous work in all, several seconds on a loaded
 * machine. A worker does this before it takes jobs, so no job it holds waits behind it (nor
 * misses its keep-alive); its first batch then takes what any batch takes (measured: a one-line
 * chunk 250–430 ms cold, 10 ms after this).
 */
export async function warmUpRulesEngine(): Promise<void> {
  for (let pass = 0; pass < 2; pass += 1) await extractOnce();
}

/** The made-up page as the chunk after its heading (read with the heading as its context). */
export const WARM_UP_CHUNK = {
  id: 'warm-up',
  document_id: 'warm-up',
  index: 1,
  text: WARM_UP_TEXT,
  start: WARM_UP_CONTEXT.length,
  end: WARM_UP_CONTEXT.length + WARM_UP_TEXT.length,
  pages: [1],
  page_starts: [WARM_UP_CONTEXT.length],
  token_count: 80,
};

async function extractOnce() {
  await createRulesExtractor(WARM_UP_ONTOLOGY).extract(WARM_UP_CHUNK, {
    context: WARM_UP_CONTEXT,
  });
}

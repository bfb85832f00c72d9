import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { type ChunkingParameters, type ExtractionConfig } from '@ontoloom/contract';
import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { parseOntologyYaml } from '@ontoloom/contract/ontology-yaml';
import { extractDocument } from '@ontoloom/pipeline';
import { chunkPages, type Chunk } from '@ontoloom/pipeline/chunking';
import { skipDedup } from '@ontoloom/pipeline/dedup';
import {
  chunkContext,
  createExtractor,
  type Entity,
  type Relation,
} from '@ontoloom/pipeline/extraction';
import { client, printTable, startBenchApi, startProcess, stopProcess } from './api-process';
import { fixed, heading, timeOnce } from './timing';

// An extraction run end to end through the API, the queue and `pnpm worker` processes on
// PostgreSQL, against the engine called directly on the same files in one process (issue 12).
// `pnpm --filter @ontoloom/bench bench:runs [-- --documents=200 --pages=10 --workers=1,2]`; DATABASE_URL names
// the server (default postgres://postgres@127.0.0.1:5432/postgres); the bench database
// `ontoloom_bench` is created and dropped there.

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const numberArg = (name: string, fallback: number) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const DOCUMENTS = numberArg('documents', 200);
const PAGES = numberArg('pages', 10);
const WORKER_COUNTS = (
  args.find((arg) => arg.startsWith('--workers='))?.slice('--workers='.length) ?? '1,2'
)
  .split(',')
  .map(Number);
// `--cpu-prof=<folder>`: each worker process writes a V8 CPU profile there (open in DevTools).
const CPU_PROFILE_DIR = args
  .find((arg) => arg.startsWith('--cpu-prof='))
  ?.slice('--cpu-prof='.length);
const STEPS = ['text_extraction', 'chunking', 'extraction', 'dedup skip'];

const CHUNKING: ChunkingParameters = {
  strategy: 'structure',
  size: 1000,
  size_unit: 'characters',
  overlap: 100,
  respect_pages: true,
};
const EXTRACTION: ExtractionConfig = { engine: 'rules', concurrency: 4 };

// ---------------------------------------------------------------- documents

const FIRST = ['Jane', 'John', 'Mary', 'Peter', 'Ana', 'Omar', 'Li', 'Sofia', 'Ravi', 'Emma'];
const LAST = [
  'Roe',
  'Smith',
  'Major',
  'Parker',
  'Lima',
  'Haddad',
  'Wei',
  'Rossi',
  'Patel',
  'Brown',
];
const COMPANIES = [
  'Acme Corp',
  'Globex Inc',
  'Initech Ltd',
  'Umbrella Group',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli Inc',
  'Vandelay Industries',
  'Soylent Corp',
  'Tyrell Corp',
];
const CITIES = ['Lyon', 'Berlin', 'Madrid', 'Osaka', 'Toronto', 'Lagos', 'Lima', 'Austin'];

/** Varied business prose with people, companies and cities, deterministic from `seed`. */
function paragraph(seed: number): string {
  const pick = <T>(list: T[], n: number) => list[Math.abs(n) % list.length]!;
  const person = `${pick(FIRST, seed)} ${pick(LAST, seed * 7 + 1)}`;
  const colleague = `${pick(FIRST, seed * 3 + 2)} ${pick(LAST, seed * 5 + 3)}`;
  const company = pick(COMPANIES, seed * 11 + 2);
  const partner = pick(COMPANIES, seed * 13 + 5);
  const city = pick(CITIES, seed * 17);
  const templates = [
    `${person} works for ${company}. The supplier ${company} ships parts to ${partner} from its plant in ${city}, where ${1000 + (seed % 900)} units left the line last quarter.`,
    `In ${city}, ${company} signed a framework contract with ${partner}. ${colleague} is employed by ${partner} and leads the account; deliveries start in week ${1 + (seed % 52)}.`,
    `${company} is a firm in ${city}. Its board reviewed ${seed % 40} supplier audits this year, and ${person} presented the findings on logistics costs and payment terms.`,
    `${colleague} works for ${partner}, which buys steel and packaging from ${company}. Prices rose ${seed % 9} percent, so the two companies agreed on a new index clause.`,
  ];
  return templates[seed % templates.length]!;
}

/** A report of `pages` pages: a heading and six paragraphs a page. */
const reportPdf = (n: number, pages: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: true });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page += 1) {
      doc.addPage({ size: 'A4', margin: 56 });
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(`Report ${n}, part ${page + 1}`);
      doc.moveDown(0.5).font('Helvetica').fontSize(10);
      for (let p = 0; p < 6; p += 1) doc.text(paragraph(n * 1000 + page * 10 + p)).moveDown(0.8);
    }
    doc.end();
  });

// ---------------------------------------------------------------- direct

type Totals = { pages: number; chunks: number; entities: number; relations: number };

/**
 * The engine in this process, step by step as a run goes: extractText every file, chunk every
 * document, rules extraction of every chunk, dedup skip; ms per step.
 */
async function direct(
  files: { name: string; data: Buffer }[],
): Promise<{ totals: Totals; steps: Record<string, number> }> {
  const parsed = parseOntologyYaml(SUPPLY_YAML);
  if (!parsed.ok) throw new Error('the supply ontology does not parse');
  const steps: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    steps[name] = now - mark;
    mark = now;
  };
  const documents = [];
  for (const file of files) {
    documents.push(
      await extractDocument({
        id: randomUUID(),
        data: new Uint8Array(file.data),
        file_name: file.name,
      }),
    );
  }
  lap('text_extraction');
  const byDocument: Chunk[][] = [];
  for (const document of documents) {
    const ofDocument: Chunk[] = [];
    for await (const chunk of chunkPages(document.pages, CHUNKING)) ofDocument.push(chunk);
    byDocument.push(ofDocument);
  }
  const chunks = byDocument.flat();
  lap('chunking');
  const extractor = createExtractor(parsed.document, EXTRACTION);
  const entities: Entity[] = [];
  const relations: Relation[] = [];
  for (const ofDocument of byDocument) {
    for (const chunk of ofDocument) {
      // As the run's jobs do: the document's text before the chunk as context.
      const extraction = await extractor.extract(chunk, {
        context: chunkContext(chunk, ofDocument),
      });
      entities.push(...extraction.entities);
      relations.push(...extraction.relations);
    }
  }
  lap('extraction');
  const final = skipDedup(entities, relations);
  lap('dedup skip');
  return {
    totals: {
      pages: documents.reduce((sum, document) => sum + document.pages.length, 0),
      chunks: chunks.length,
      entities: final.entities.length,
      relations: final.relations.length,
    },
    steps,
  };
}

// ---------------------------------------------------------------- through the API

type StepName = 'text_extraction' | 'chunking' | 'extraction';
type RunDetail = {
  status: string;
  steps: Record<
    StepName,
    {
      status: string;
      progress: { done: number; total: number };
      started_at: string | null;
      finished_at: string | null;
    }
  >;
};

/**
 * One run over the collection, started and driven as a user would. Per step, the server's own
 * time (from the call that started it to its last job, `started_at` → `finished_at`) and the
 * bench's wall time, which adds up to one 250 ms poll of waiting per step to notice the end.
 */
async function apiRun(
  api: ReturnType<typeof client>,
  runs: string,
  body: object,
): Promise<{ total: number; wall: number; steps: Record<string, number> }> {
  const one = (id: string) => `${runs}/unstructured/text_extraction/${id}`;
  const settled = async (id: string, step: StepName) => {
    for (;;) {
      const run = await api.call<RunDetail>('GET', one(id));
      const { status, started_at, finished_at } = run.steps[step];
      if (status === 'succeeded') return Date.parse(finished_at!) - Date.parse(started_at!);
      if (status === 'failed' || status === 'canceled')
        throw new Error(`${step} ${status}: ${JSON.stringify(run.steps[step])}`);
      // Not faster: the API would spend a core answering (the UI follows the event stream).
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const steps: Record<string, number> = {};
  const started = performance.now();
  const { id } = await api.call<{ id: string }>('POST', `${runs}/unstructured/text_extraction`, {
    ...body,
    name: `bench ${new Date().toISOString()}`,
  });
  steps.text_extraction = await settled(id, 'text_extraction');
  await api.call('POST', `${one(id)}/chunking`, { chunking_parameters: CHUNKING });
  steps.chunking = await settled(id, 'chunking');
  await api.call('POST', `${one(id)}/extraction`, { config: EXTRACTION });
  steps.extraction = await settled(id, 'extraction');
  // Skipping is one call that writes the final results: its own time is its answer's.
  const skip = performance.now();
  await api.call('POST', `${one(id)}/deduplication/skip`);
  steps['dedup skip'] = performance.now() - skip;
  return {
    total: Object.values(steps).reduce((sum, ms) => sum + ms, 0),
    wall: performance.now() - started,
    steps,
  };
}

// ---------------------------------------------------------------- main

export async function runRunsBench(): Promise<void> {
  heading(
    `Extraction run: API + queue + workers on PostgreSQL against the engine in one process (${DOCUMENTS} PDFs of ${PAGES} pages)`,
  );
  const files: { name: string; data: Buffer }[] = [];
  const generated = await timeOnce(async () => {
    for (let n = 0; n < DOCUMENTS; n += 1)
      files.push({ name: `report-${n}.pdf`, data: await reportPdf(n, PAGES) });
  });
  const bytes = files.reduce((sum, file) => sum + file.data.length, 0);
  console.log(
    `generated ${files.length} PDFs, ${fixed(bytes / 1024 / 1024, 1)} MiB, in ${fixed(generated.ms / 1000, 1)} s`,
  );

  const inProcess = await timeOnce(() => direct(files));
  const { totals } = inProcess.value;
  console.log(
    `direct: ${totals.pages} pages, ${totals.chunks} chunks, ${totals.entities} entities, ${totals.relations} relations in ${fixed(inProcess.ms / 1000, 1)} s`,
  );

  const bench = await startBenchApi('ontoloom_bench', { IN_PROCESS_WORKER: 'false' });
  const children: ChildProcess[] = [];
  const results: { workers: number; total: number; wall: number; steps: Record<string, number> }[] =
    [];
  try {
    const api = client(bench.url);
    await api.signIn(bench.email, bench.password);
    const project = await api.call<{ id: string }>('POST', '/api/projects', {
      name: 'Runs bench',
      description: '',
    });
    const base = `/api/projects/${project.id}`;
    const ontology = await api.call<{ id: string }>('POST', `${base}/ontologies`, {
      name: 'Supply chain',
      description: '',
    });
    const version = await api.call<{ id: string }>('POST', `${base}/ontology_versions`, {
      new_ontology: {
        mode: 'from_data',
        ontology_id: ontology.id,
        ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
        name: 'v1',
      },
    });
    const uploaded = await timeOnce(async () => {
      const folder = await api.call<{ id: string }>('POST', '/api/upload_folders');
      const documents: Record<string, string> = {};
      for (const file of files)
        documents[file.name] = await api.upload(folder.id, file.name, file.data);
      return api.call<{ id: string }>('POST', `${base}/documents_collections/unstructured`, {
        name: 'Reports',
        description: '',
        upload_folder_id: folder.id,
        documents,
        collection_type: 'unstructured',
      });
    });
    console.log(
      `uploaded ${files.length} files through the API in ${fixed(uploaded.ms / 1000, 1)} s (not timed below)`,
    );
    const body = { documents_collection_id: uploaded.value.id, ontology_version_id: version.id };

    for (const count of WORKER_COUNTS) {
      const workers = await Promise.all(
        Array.from({ length: count }, () =>
          startProcess(
            'src/worker.ts',
            bench.env,
            'is working run jobs',
            undefined,
            CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
          ),
        ),
      );
      children.push(...workers);
      const result = await apiRun(api, `${base}/extraction_runs`, body);
      for (const worker of workers) await stopProcess(worker);
      results.push({ workers: count, ...result });
    }
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await bench.close();
  }

  const pagesPerSecond = (ms: number) => fixed(totals.pages / (ms / 1000), 1);
  const rows: string[][] = [
    [
      '',
      'total s',
      'pages/s',
      '× direct',
      'text s',
      'chunking s',
      'extraction s',
      'dedup s',
      'wall s',
      'wall × direct',
    ],
    [
      'direct, one process',
      fixed(inProcess.ms / 1000, 1),
      pagesPerSecond(inProcess.ms),
      '1.00',
      ...STEPS.map((step) => fixed((inProcess.value.steps[step] ?? 0) / 1000, 1)),
      fixed(inProcess.ms / 1000, 1),
      '1.00',
    ],
    ...results.map((result) => [
      `API + ${result.workers} worker${result.workers > 1 ? 's' : ''}`,
      fixed(result.total / 1000, 1),
      pagesPerSecond(result.total),
      fixed(inProcess.ms / result.total),
      ...STEPS.map((step) => fixed((result.steps[step] ?? 0) / 1000, 1)),
      fixed(result.wall / 1000, 1),
      fixed(inProcess.ms / result.wall),
    ]),
  ];
  printTable(rows);
  const [one, two] = results;
  if (one && two)
    console.log(
      `2 workers against 1: ${fixed(one.total / two.total)}× faster; throughput through the API with ${one.workers} worker ${fixed(inProcess.ms / one.total)}× direct (goal ≥ 0.8×), with ${two.workers} ${fixed(inProcess.ms / two.total)}×`,
    );
}

await runRunsBench();

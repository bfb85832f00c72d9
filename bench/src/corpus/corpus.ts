import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { OntologyDocument } from '@ontoloom/contract';
import { ontologyDocumentSchema } from '@ontoloom/contract';
import type { GoldDocument } from '../extraction-scoring';

/**
 * The generalization corpus (issue 16): one folder per domain under `bench/corpus/`, written
 * outside the engine's tuning by authors who did not read the engine.
 *
 * - `ontology.json`: an `ontoloom/v1` ontology whose examples name nothing any document holds;
 * - `dev.json`: documents to look at while improving the engine;
 * - `sealed.json.gz`: documents scored only at the end (`pnpm bench -- generalization --sealed`),
 *   kept gzip-compressed so they are not read or searched by accident while tuning.
 */
/** Entities labelled as their fullest mention, written verbatim in the text. */
export type CorpusDocument = GoldDocument;

export type CorpusDomain = {
  domain: string;
  ontology: OntologyDocument;
  dev: CorpusDocument[];
  sealed: CorpusDocument[] | null;
};

export const CORPUS_DIR = fileURLToPath(new URL('../../corpus/', import.meta.url));

export const MIN_DEV_DOCUMENTS = 6;
export const MIN_SEALED_DOCUMENTS = 10;

const readDocuments = (raw: string): CorpusDocument[] =>
  (JSON.parse(raw) as { documents: CorpusDocument[] }).documents;

export const corpusDomains = (): string[] =>
  existsSync(CORPUS_DIR)
    ? readdirSync(CORPUS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** One domain; the sealed split only when asked for (it is not to be read while tuning). */
export const loadCorpusDomain = (domain: string, options: { sealed: boolean }): CorpusDomain => {
  const dir = join(CORPUS_DIR, domain);
  const ontology = ontologyDocumentSchema.parse(
    JSON.parse(readFileSync(join(dir, 'ontology.json'), 'utf8')),
  );
  const dev = readDocuments(readFileSync(join(dir, 'dev.json'), 'utf8'));
  const sealedPath = join(dir, 'sealed.json.gz');
  const sealed =
    options.sealed && existsSync(sealedPath)
      ? readDocuments(gunzipSync(readFileSync(sealedPath)).toString('utf8'))
      : null;
  return { domain, ontology, dev, sealed };
};

/** What is wrong with a domain's files, in words (empty when it is usable). */
export const corpusProblems = (domain: CorpusDomain): string[] => {
  const problems: string[] = [];
  const { ontology } = domain;
  const classes = new Map(ontology.classes.map((c) => [c.name, c]));
  for (const c of ontology.classes) if (!c.kind) problems.push(`class ${c.name}: give it a kind`);
  const splits: [string, CorpusDocument[]][] = [['dev', domain.dev]];
  if (domain.sealed) splits.push(['sealed', domain.sealed]);
  if (domain.dev.length < MIN_DEV_DOCUMENTS)
    problems.push(`dev: ${domain.dev.length} documents, at least ${MIN_DEV_DOCUMENTS} wanted`);
  if (domain.sealed && domain.sealed.length < MIN_SEALED_DOCUMENTS)
    problems.push(
      `sealed: ${domain.sealed.length} documents, at least ${MIN_SEALED_DOCUMENTS} wanted`,
    );
  const ids = new Set<string>();
  const allTexts: string[] = [];
  for (const [split, documents] of splits)
    for (const doc of documents) {
      const where = `${split}/${doc.id}`;
      if (ids.has(doc.id)) problems.push(`${where}: id used twice`);
      ids.add(doc.id);
      allTexts.push(doc.text.toLowerCase());
      if (doc.text.length < 400 || doc.text.length > 4000)
        problems.push(`${where}: text of ${doc.text.length} characters (400 to 4,000 wanted)`);
      const byLabel = new Map<string, Set<string>>();
      for (const [className, label] of doc.entities) {
        if (!classes.has(className)) problems.push(`${where}: unknown class ${className}`);
        if (!doc.text.includes(label))
          problems.push(`${where}: entity "${label}" is not written as such in the text`);
        const key = `${className}|${label}`;
        if (byLabel.get(label)?.has(className)) problems.push(`${where}: ${key} listed twice`);
        byLabel.set(label, (byLabel.get(label) ?? new Set()).add(className));
      }
      const seen = new Set<string>();
      for (const [name, source, target] of doc.relations) {
        const relation = ontology.relations.find((r) => r.name === name);
        const key = `${name}|${source}|${target}`;
        if (seen.has(key)) problems.push(`${where}: relation ${key} listed twice`);
        seen.add(key);
        if (!relation) {
          problems.push(`${where}: unknown relation ${name}`);
          continue;
        }
        if (!byLabel.get(source)?.has(relation.source))
          problems.push(`${where}: ${key}: no ${relation.source} entity labelled "${source}"`);
        if (!byLabel.get(target)?.has(relation.target))
          problems.push(`${where}: ${key}: no ${relation.target} entity labelled "${target}"`);
      }
    }
  for (const c of ontology.classes)
    for (const example of c.examples)
      if (allTexts.some((t) => t.includes(example.toLowerCase())))
        problems.push(`class ${c.name}: example "${example}" appears in a document`);
  return problems;
};

const main = (): void => {
  const asked = process.argv.slice(2);
  const domains = asked.length > 0 ? asked : corpusDomains();
  let failed = false;
  for (const name of domains) {
    const domain = loadCorpusDomain(name, { sealed: true });
    const problems = corpusProblems(domain);
    const count = (docs: CorpusDocument[] | null) =>
      docs
        ? `${docs.length} documents, ${docs.reduce((n, d) => n + d.entities.length, 0)} entities, ${docs.reduce((n, d) => n + d.relations.length, 0)} relations`
        : 'none';
    console.log(`${name}: dev ${count(domain.dev)}; sealed ${count(domain.sealed)}`);
    for (const problem of problems) console.log(`  ${problem}`);
    failed ||= problems.length > 0;
  }
  process.exitCode = failed ? 1 : 0;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

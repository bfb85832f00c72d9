import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatCitation, ChatStreamEvent } from '@ontoloom/contract';
import { stringifyOntologyDocument } from '@ontoloom/contract/ontology-yaml';
import {
  client,
  freePort,
  printTable,
  startBenchApi,
  startProcess,
  stopProcess,
} from './api-process';
import { EVALUATION_SET, type EvaluationDomain } from './eval/documents';
import { HELD_OUT_SET } from './eval/held-out-documents';
import { fixed, heading } from './timing';

// Answer accuracy and citation correctness of the knowledge-base chat (offline provider, issue
// 14): the business domain of the evaluation set goes through the real stack (upload, run with
// the rules engine, knowledge base), then the chat service answers questions written from the
// gold relations, and questions about things the documents never name.
// `pnpm --filter @ontoloom/bench bench:kb-chat` (PGlite, in-process worker, nothing to set up).

const chatFolder = join(import.meta.dirname, '../../services/chat');

/** A question whose answer is the other end of a gold relation. */
const QUESTION: Record<string, (source: string, target: string) => [string, string]> = {
  founded_by: (source, target) => [`Who founded ${source}?`, target],
  headquartered_in: (source, target) => [`Where is ${source} headquartered?`, target],
  acquired: (source, target) => [`Which company did ${source} acquire?`, target],
  ceo_of: (source, target) => [`Who is the CEO of ${target}?`, source],
};
/** Nobody in the documents: the honest answer is "nothing found", with no source. */
const UNANSWERABLE = [
  'Who founded Zorblax Industries?',
  'Where is Quantex Labs headquartered?',
  'Who is the CEO of Hyperion Foods?',
  'Tell me about Marguerite Okonkwo',
  'Which company did Plumbright acquire?',
];

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

async function ask(chatUrl: string, token: string, context: object, content: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${chatUrl}/threads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ agent: 'kb_chat', context }),
  });
  if (!created.ok) throw new Error(`thread: ${created.status} ${await created.text()}`);
  const thread = (await created.json()) as { id: string };
  const started = performance.now();
  const response = await fetch(`${chatUrl}/threads/${thread.id}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content }),
  });
  const body = await response.text();
  const events = body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
  const done = events.find((event) => event.event === 'done');
  if (!done || done.event !== 'done') throw new Error(`no reply to "${content}": ${body}`);
  return {
    text: done.message.content,
    citations: done.message.citations,
    ms: performance.now() - started,
  };
}

const citesLabel = (citations: ChatCitation[], label: string) =>
  citations.some((citation) =>
    citation.kind === 'entity'
      ? fold(citation.label).includes(fold(label))
      : fold(citation.provenance.text).includes(fold(label)),
  );

export async function runKbChatBench(): Promise<void> {
  heading('Knowledge-base chat: answer accuracy and citations (offline provider)');
  const business = EVALUATION_SET.find((domain) => domain.domain === 'business')!;
  const heldOut = HELD_OUT_SET.find((domain) => domain.domain === 'business')!;
  const bench = await startBenchApi(null, { CHAT_LLM_PROVIDER: 'offline' });
  const chatDir = mkdtempSync(join(tmpdir(), 'ontoloom-bench-chat-'));
  const chatPort = await freePort();
  let chat: Awaited<ReturnType<typeof startProcess>> | null = null;
  try {
    chat = await startProcess(
      'src/server.ts',
      {
        API_URL: bench.url,
        WEB_URL: bench.url,
        PORT: String(chatPort),
        HOST: '127.0.0.1',
        DATA_DIR: chatDir,
        DATABASE_URL: '',
        CHAT_LLM_PROVIDER: 'offline',
        CHAT_MESSAGES_PER_MINUTE: '1000',
      },
      'Ontoloom chat service',
      chatFolder,
    );
    const chatUrl = `http://127.0.0.1:${chatPort}`;
    const api = client(bench.url);
    const token = await api.signIn(bench.email, bench.password);
    const project = await api.call<{ id: string }>('POST', '/api/projects', {
      name: 'KB chat bench',
      description: '',
    });
    const base = `/api/projects/${project.id}`;
    const ontology = await api.call<{ id: string }>('POST', `${base}/ontologies`, {
      name: 'Business',
      description: '',
    });
    const version = await api.call<{ id: string }>('POST', `${base}/ontology_versions`, {
      new_ontology: {
        mode: 'from_data',
        ontology_id: ontology.id,
        ontology_serialized: {
          serialization_format: 'yaml',
          data_serialized: stringifyOntologyDocument(business.ontology),
        },
        name: 'v1',
      },
    });
    type Score = { n: number; answered: number; cited: number; ms: number[] };
    const empty = (): Score => ({ n: 0, answered: 0, cited: 0, ms: [] });

    /** A knowledge base of one set's documents, asked that set's questions. */
    const scoreSet = async (label: string, set: EvaluationDomain) => {
      const folder = await api.call<{ id: string }>('POST', '/api/upload_folders');
      const documents: Record<string, string> = {};
      for (const document of set.documents) {
        documents[`${document.id}.txt`] = await api.upload(
          folder.id,
          `${document.id}.txt`,
          Buffer.from(document.text),
          'text/plain',
        );
      }
      const collection = await api.call<{ id: string }>(
        'POST',
        `${base}/documents_collections/unstructured`,
        {
          name: `${label} news`,
          description: '',
          upload_folder_id: folder.id,
          documents,
          collection_type: 'unstructured',
        },
      );
      const runs = `${base}/extraction_runs/unstructured/text_extraction`;
      const run = await api.call<{ id: string }>('POST', runs, {
        name: label,
        documents_collection_id: collection.id,
        ontology_version_id: version.id,
      });
      const settled = async (step: string) => {
        for (;;) {
          const detail = await api.call<{ steps: Record<string, { status: string }> }>(
            'GET',
            `${runs}/${run.id}`,
          );
          const status = detail.steps[step]!.status;
          if (status === 'succeeded') return;
          if (status === 'failed' || status === 'canceled') throw new Error(`${step} ${status}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      await settled('text_extraction');
      await api.call('POST', `${runs}/${run.id}/chunking`, {
        chunking_parameters: {
          strategy: 'structure',
          size: 1000,
          size_unit: 'characters',
          overlap: 0,
          respect_pages: true,
        },
      });
      await settled('chunking');
      await api.call('POST', `${runs}/${run.id}/extraction`, { config: { engine: 'rules' } });
      await settled('extraction');
      await api.call('POST', `${runs}/${run.id}/deduplication/skip`);
      const kb = await api.call<{ id: string; entity_count: number; relation_count: number }>(
        'POST',
        `${base}/knowledge_bases`,
        {
          name: `${label} graph`,
          origin: { mode: 'from_extraction_run', extraction_run_id: run.id, commit: true },
        },
      );
      const context = { project_id: project.id, knowledge_base_id: kb.id };

      // Which gold facts the knowledge base holds: extraction misses are not the chat's.
      const held = async (relation: string, source: string, target: string) => {
        const found = await api.call<{
          relations: {
            relation_name: string;
            source: { label: string };
            target: { label: string };
          }[];
        }>(
          'GET',
          `${base}/knowledge_bases/${kb.id}/search?q=${encodeURIComponent(source)}&limit=50`,
        );
        return found.relations.some(
          (r) =>
            r.relation_name === relation &&
            fold(r.source.label) === fold(source) &&
            fold(r.target.label) === fold(target),
        );
      };

      const all = empty();
      const inKb = empty();
      const misses: string[] = [];
      for (const document of set.documents) {
        for (const [relation, source, target] of document.relations) {
          const template = QUESTION[relation];
          if (!template) continue;
          const [question, expected] = template(source, target);
          const reply = await ask(chatUrl, token, context, question);
          const answered = fold(reply.text).includes(fold(expected));
          const cited = answered && citesLabel(reply.citations, expected);
          const scores = (await held(relation, source, target)) ? [all, inKb] : [all];
          for (const score of scores) {
            score.n += 1;
            score.answered += answered ? 1 : 0;
            score.cited += cited ? 1 : 0;
            score.ms.push(reply.ms);
          }
          if (!answered) misses.push(`${question} → expected ${expected}`);
        }
      }
      const honest = empty();
      for (const question of UNANSWERABLE) {
        const reply = await ask(chatUrl, token, context, question);
        honest.n += 1;
        const declined = /found nothing|no “/i.test(reply.text) && reply.citations.length === 0;
        honest.answered += declined ? 1 : 0;
        honest.cited += reply.citations.length === 0 ? 1 : 0;
        honest.ms.push(reply.ms);
        if (!declined)
          misses.push(`${question} → expected "found nothing", got: ${reply.text.slice(0, 120)}`);
      }
      return { all, inKb, honest, misses, kb };
    };

    const sets = [
      { label: 'written with the agent', ...(await scoreSet('Business', business)) },
      { label: 'held-out documents', ...(await scoreSet('Held-out', heldOut)) },
    ];
    const share = (part: number, whole: number) =>
      whole === 0 ? '–' : `${fixed((100 * part) / whole, 0)}%`;
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const row = (label: string, score: Score) => [
      label,
      String(score.n),
      share(score.answered, score.n),
      share(score.cited, score.n),
      fixed(median(score.ms), 0),
    ];
    for (const set of sets) {
      console.log(
        `\n${set.label}: knowledge base of ${set.kb.entity_count} entities, ${set.kb.relation_count} relations`,
      );
      printTable([
        ['questions', 'n', 'correct answer', 'answer cited', 'median reply ms'],
        row('all gold relations', set.all),
        row('gold relations the KB holds', set.inKb),
        row('unanswerable (says nothing found, no source)', set.honest),
      ]);
      for (const miss of set.misses) console.log(`  miss: ${miss}`);
    }
  } finally {
    if (chat) await stopProcess(chat);
    rmSync(chatDir, { recursive: true, force: true });
    await bench.close();
  }
}

await runKbChatBench();

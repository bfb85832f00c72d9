import {
  CHUNK_PREVIEW_LIMIT,
  RUN_EVENT_NAME,
  type ArchivableListQuery,
  type ChunkPreview,
  type ChunkPreviewBody,
  type ChunkingBody,
  type ExtractionRun,
  type RunSteps,
  type StepEstimateBody,
  type StepStatus,
  type TextExtractionRunCreateBody,
  type StepError,
} from '@ontoloom/contract';
import { chunkPages, type Chunk } from '@ontoloom/pipeline/chunking';
import type { ExtractionRunRow } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { EventStream } from '../http/contract-route';
import type { ProjectScope } from '../projects/project-access';
import type { JobQueue } from '../queue/job-queue';
import { drizzleExecutor } from '../queue/sql-executor';
import type { StorageDriver } from '../storage/storage-driver';
import { createRunContext, isActive, notFrozen, startable } from './run-context';
import { documentsStepError, initialSteps, toRun } from './run-shape';
import { creditsOf, UNIT_PRICES, type RunCredits } from './run-credits';
import type { RunWatcher } from './run-watcher';
import type { RunsRepo } from './runs.repo';
import type { TextExtractor } from './text-extraction-pool';

export const TEXT_EXTRACTION_QUEUE = 'run.text_extraction';
export type TextExtractionJob = { runId: string; documentId: string };
export const CHUNKING_QUEUE = 'run.chunking';
/** `startedAt` tells a re-run's jobs from an earlier run's. */
export type ChunkingJob = { runId: string; documentId: string; startedAt: string };

export function createRunsService(deps: {
  repo: RunsRepo;
  queue: JobQueue;
  storage: StorageDriver;
  extractor: TextExtractor;
  runCredits: RunCredits;
  now: () => Date;
}) {
  const { repo, queue, storage, extractor, runCredits, now } = deps;

  const { owned, detail } = createRunContext(repo);

  async function setArchived(scope: ProjectScope, runId: string, archived: boolean) {
    const row = await owned(scope, runId);
    notFrozen(row);
    if ((row.archivedAt !== null) === archived) {
      throw new ConflictError(
        archived ? 'run_already_archived' : 'run_not_archived',
        archived ? 'Extraction run is already archived' : 'Extraction run is not archived',
      );
    }
    const at = now();
    const archivedAt = archived ? at : null;
    await repo.updateRun(row.id, { archivedAt, updatedAt: at });
    return toRun({ ...row, archivedAt, updatedAt: at });
  }

  return {
    async list({ project }: ProjectScope, query: ArchivableListQuery): Promise<ExtractionRun[]> {
      const rows = await repo.list(project.id, {
        search: query.search,
        archived: query.archived ?? false,
      });
      return rows.map(toRun);
    },

    async get(scope: ProjectScope, runId: string) {
      return detail(await owned(scope, runId));
    },

    /** Creates the run with the collection's documents as they are now; text extraction starts. */
    async create({ project }: ProjectScope, body: TextExtractionRunCreateBody) {
      const collection = await repo.activeCollection(project.id, body.documents_collection_id);
      if (!collection) {
        throw new ValidationError(
          'collection_not_found',
          'body.documents_collection_id: no such collection in this project',
        );
      }
      if (collection.archivedAt) {
        throw new ValidationError(
          'collection_archived',
          'body.documents_collection_id: the collection is archived: restore it first',
        );
      }
      if (!(await repo.versionInProject(project.id, body.ontology_version_id))) {
        throw new ValidationError(
          'ontology_version_not_found',
          'body.ontology_version_id: no such ontology version in this project',
        );
      }
      const documents = await repo.collectionDocuments(collection.id);
      if (documents.length === 0) {
        throw new ValidationError(
          'validation_failed',
          'body.documents_collection_id: the collection has no documents',
        );
      }
      const at = now();
      const steps = initialSteps();
      steps.text_extraction = {
        ...steps.text_extraction,
        status: 'queued',
        progress: { done: 0, total: documents.length },
        started_at: at.toISOString(),
      };
      // The run, its documents and their jobs exist together or not at all.
      const row = await repo.db.transaction(async (tx) => {
        const [created] = await repo.insertRun(
          {
            projectId: project.id,
            name: body.name,
            description: body.description,
            collectionId: collection.id,
            ontologyVersionId: body.ontology_version_id,
            currentStep: 'text_extraction',
            status: 'queued',
            steps,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        if (!created) throw new Error('insert returned no run');
        await repo.insertDocuments(
          documents.map((document) => ({
            runId: created.id,
            documentId: document.id,
            name: document.name,
            status: 'queued' as const,
            progress: { done: 0, total: 1 },
          })),
          tx,
        );
        const executor = drizzleExecutor(tx as never);
        for (const document of documents) {
          await queue.send<TextExtractionJob>(
            TEXT_EXTRACTION_QUEUE,
            { runId: created.id, documentId: document.id },
            { key: `${created.id}/${document.id}`, tx: executor },
          );
        }
        return created;
      });
      return detail(row);
    },

    /** Cuts every extracted document into chunks (one job per document). */
    async startChunking(scope: ProjectScope, runId: string, body: ChunkingBody) {
      const row = await owned(scope, runId);
      startable(row, 'chunking');
      await runCredits.assertStartable(row, scope.actor, { step: 'chunking', ...body });
      const at = now();
      const startedAt = at.toISOString();
      const updated = await repo.db.transaction(async (tx) => {
        const run = await repo.lock(row.id, tx);
        if (!run) throw new NotFoundError('run_not_found', 'Extraction run');
        startable(run, 'chunking');
        // The documents whose text was read; the others stay failed.
        const readable = (await repo.documentsOf(run.id, tx)).filter(
          (document) => document.pages !== null,
        );
        const steps: RunSteps = {
          ...run.steps,
          chunking: {
            ...run.steps.chunking,
            status: 'queued',
            params: body.chunking_parameters,
            progress: { done: 0, total: readable.length },
            error: null,
            started_at: startedAt,
            finished_at: null,
          },
        };
        for (const document of readable) {
          await repo.updateDocument(
            run.id,
            document.documentId,
            { status: 'queued', progress: { done: 0, total: 1 }, chunkCount: 0, error: null },
            tx,
          );
        }
        await repo.updateRun(
          run.id,
          { steps, currentStep: 'chunking', status: 'queued', updatedAt: at },
          tx,
        );
        const executor = drizzleExecutor(tx as never);
        for (const document of readable) {
          await queue.send<ChunkingJob>(
            CHUNKING_QUEUE,
            { runId: run.id, documentId: document.documentId, startedAt },
            { key: `${run.id}/${document.documentId}/${startedAt}`, tx: executor },
          );
        }
        return {
          ...run,
          steps,
          currentStep: 'chunking' as const,
          status: 'queued' as const,
          updatedAt: at,
        };
      });
      return detail(updated);
    },

    /** What a step would cost and whether the quota allows it. */
    async estimate(scope: ProjectScope, runId: string, body: StepEstimateBody) {
      return runCredits.estimate(await owned(scope, runId), scope.actor, body);
    },

    /** One document's chunks under the given parameters, without running the step. */
    async previewChunking(
      scope: ProjectScope,
      runId: string,
      body: ChunkPreviewBody,
    ): Promise<ChunkPreview> {
      const row = await owned(scope, runId);
      const document = await repo.documentOf(row.id, body.document_id);
      if (!document) throw new NotFoundError('document_not_found', 'Document');
      if (!document.pages) {
        throw new ConflictError(
          'run_step_not_ready',
          'This document has no extracted text to preview',
        );
      }
      const chunks: Chunk[] = [];
      for await (const chunk of chunkPages(document.pages, body.chunking_parameters))
        chunks.push(chunk);
      return {
        document_id: document.documentId,
        total_chunks: chunks.length,
        chunks: chunks.slice(0, CHUNK_PREVIEW_LIMIT).map((chunk) => ({
          index: chunk.index,
          text: chunk.text,
          start: chunk.start,
          end: chunk.end,
          page: chunk.pages[0] ?? null,
        })),
      };
    },

    /** One document's chunking (a job): chunks, progress and the job's completion in one transaction. */
    async chunkDocument(
      job: { id: string; data: ChunkingJob },
      /** Every attempt was lost: the document is recorded as failed with this error. */
      lost?: StepError,
    ): Promise<'completed'> {
      const { runId, documentId, startedAt } = job.data;
      const current = await repo.documentOf(runId, documentId);
      const run = await repo.byId(runId);
      const params = run?.steps.chunking.params;
      const stale =
        !current ||
        !run ||
        run.steps.chunking.started_at !== startedAt ||
        !isActive(run.steps.chunking.status) ||
        !params;
      const chunks: Chunk[] = [];
      if (!stale && current.pages && !lost) {
        for await (const chunk of chunkPages(current.pages, params)) chunks.push(chunk);
      }
      await repo.db.transaction(async (tx) => {
        const locked = stale ? undefined : await repo.lock(runId, tx);
        if (
          locked &&
          locked.steps.chunking.started_at === startedAt &&
          isActive(locked.steps.chunking.status)
        ) {
          const at = now();
          await repo.replaceChunks(
            runId,
            documentId,
            chunks.map((chunk) => ({
              runId,
              documentId,
              chunkIndex: chunk.index,
              chunkId: chunk.id,
              text: chunk.text,
              start: chunk.start,
              end: chunk.end,
              pages: chunk.pages,
              pageStarts: chunk.page_starts,
              tokenCount: chunk.token_count,
            })),
            tx as never,
          );
          await repo.updateDocument(
            runId,
            documentId,
            lost
              ? { status: 'failed', progress: { done: 1, total: 1 }, chunkCount: 0, error: lost }
              : { status: 'succeeded', progress: { done: 1, total: 1 }, chunkCount: chunks.length },
            tx,
          );
          const documents = (await repo.documentStatuses(runId, tx)).filter((row) => row.read);
          const done = documents.filter(
            (row) => row.status === 'succeeded' || row.status === 'failed',
          );
          const allDone = done.length === documents.length;
          const anySucceeded = documents.some((row) => row.status === 'succeeded');
          const status: StepStatus = allDone ? (anySucceeded ? 'succeeded' : 'failed') : 'running';
          const charged = allDone
            ? await runCredits.charge(
                tx,
                locked,
                await repo.ownerOf(locked.projectId, tx),
                'chunking',
                creditsOf(done.length, UNIT_PRICES.chunkingDocumentsPerCredit),
              )
            : 0;
          const steps: RunSteps = {
            ...locked.steps,
            chunking: {
              ...locked.steps.chunking,
              status,
              credits: locked.steps.chunking.credits + charged,
              progress: { done: done.length, total: documents.length },
              error: allDone ? documentsStepError(documents, 'chunked') : null,
              finished_at: allDone ? at.toISOString() : null,
            },
          };
          await repo.updateRun(
            runId,
            {
              steps,
              currentStep: status === 'succeeded' ? 'extraction' : 'chunking',
              status: status === 'succeeded' ? 'pending' : status,
              creditsUsed: Number(locked.creditsUsed) + charged,
              updatedAt: at,
            },
            tx,
          );
        }
        await queue.complete(CHUNKING_QUEUE, [job.id], drizzleExecutor(tx as never));
      });
      return 'completed';
    },

    /**
     * The run's live progress: the detail now, then after each change, until nothing is queued
     * or running (or the client leaves). A comment line every 15 s keeps proxies from closing it.
     */
    async events(
      scope: ProjectScope,
      runId: string,
      watcher: RunWatcher,
      /** Aborted when the API shuts down: open streams end so it can. */
      closing: AbortSignal,
    ): Promise<EventStream> {
      const first = await owned(scope, runId);
      return new EventStream(async (send, signal) => {
        let row: ExtractionRunRow | undefined = first;
        const settled = (run: ExtractionRunRow) =>
          run.status !== 'queued' && run.status !== 'running';
        send(RUN_EVENT_NAME, JSON.stringify(await detail(first)));
        if (settled(first)) return;
        await new Promise<void>((resolve) => {
          let busy = false;
          const stop = () => {
            unwatch();
            clearInterval(keepAlive);
            resolve();
          };
          const unwatch = watcher.watch(first.id, first.updatedAt, () => {
            if (busy) return;
            busy = true;
            void (async () => {
              row = await repo.byId(first.id);
              if (!row) return stop();
              send(RUN_EVENT_NAME, JSON.stringify(await detail(row)));
              if (settled(row)) stop();
            })().finally(() => {
              busy = false;
            });
          });
          const keepAlive = setInterval(() => send('ping', '{}'), 15_000);
          signal.addEventListener('abort', stop, { once: true });
          closing.addEventListener('abort', stop, { once: true });
          if (signal.aborted || closing.aborted) stop();
        });
      });
    },

    archive: (scope: ProjectScope, runId: string) => setArchived(scope, runId, true),
    restore: (scope: ProjectScope, runId: string) => setArchived(scope, runId, false),

    /**
     * One document's text extraction (a job). Idempotent: a document already finished is left as
     * it is; results, progress and the job's completion are written in one transaction.
     */
    async extractDocumentText(
      job: { id: string; data: TextExtractionJob },
      /** Every attempt was lost: the document is recorded as failed with this error. */
      lost?: StepError,
    ): Promise<'completed'> {
      const { runId, documentId } = job.data;
      const current = await repo.documentOf(runId, documentId);
      const finished =
        !current ||
        current.status === 'succeeded' ||
        current.status === 'failed' ||
        current.status === 'canceled';
      let outcome: Awaited<ReturnType<TextExtractor['extract']>> | null = null;
      if (!finished && lost) {
        outcome = { ok: false, error: lost };
      } else if (!finished) {
        const document = await repo.document(documentId);
        const info = document ? await storage.stat(document.storageKey) : undefined;
        outcome =
          document && info
            ? await extractor.extract({
                id: document.id,
                name: document.name,
                mediaType: document.contentType,
                data: new Uint8Array(
                  info.sizeBytes > 0
                    ? await storage.read(document.storageKey, { start: 0, end: info.sizeBytes - 1 })
                    : [],
                ),
              })
            : {
                ok: false,
                error: { code: 'missing', message: 'The document’s file is no longer stored' },
              };
      }
      await repo.db.transaction(async (tx) => {
        const run = await repo.lock(runId, tx);
        // A canceled step leaves its documents as they are.
        if (run && outcome && isActive(run.steps.text_extraction.status)) {
          const at = now();
          if (outcome.ok) {
            const extracted = outcome.document;
            await repo.updateDocument(
              runId,
              documentId,
              {
                status: 'succeeded',
                progress: { done: 1, total: 1 },
                error: null,
                pageCount: extracted.page_count,
                pages: extracted.pages,
              },
              tx,
            );
            await repo.setPageCount(documentId, extracted.page_count, tx);
          } else {
            await repo.updateDocument(
              runId,
              documentId,
              { status: 'failed', progress: { done: 1, total: 1 }, error: outcome.error },
              tx,
            );
          }
          const documents = await repo.documentStatuses(runId, tx);
          const done = documents.filter(
            (row) => row.status === 'succeeded' || row.status === 'failed',
          );
          const step = run.steps.text_extraction;
          const allDone = done.length === documents.length;
          const anySucceeded = documents.some((row) => row.status === 'succeeded');
          const status: StepStatus = allDone ? (anySucceeded ? 'succeeded' : 'failed') : 'running';
          const steps: RunSteps = {
            ...run.steps,
            text_extraction: {
              ...step,
              status,
              progress: { done: done.length, total: documents.length },
              error: allDone ? documentsStepError(documents, 'read') : null,
              finished_at: allDone ? at.toISOString() : null,
            },
          };
          await repo.updateRun(
            runId,
            {
              steps,
              // Once the text is in, chunking is what the run waits for.
              currentStep: status === 'succeeded' ? 'chunking' : 'text_extraction',
              status: status === 'succeeded' ? 'pending' : status,
              updatedAt: at,
            },
            tx,
          );
        }
        await queue.complete(TEXT_EXTRACTION_QUEUE, [job.id], drizzleExecutor(tx as never));
      });
      return 'completed';
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;

import type {
  ArchivableListQuery,
  DocumentDetail,
  DocumentsCollection,
  DocumentsCollectionDetail,
  Document,
  UnstructuredCollectionCreateBody,
  UnstructuredCollectionPatchBody,
} from '@ontoloom/contract';
import type { DocumentRow } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { ProjectScope } from '../projects/project-access';
import type { StorageDriver } from '../storage/storage-driver';
import type { UploadsService } from '../uploads/uploads.service';
import type { CollectionsRepo, CollectionWithCount } from './collections.repo';

const toCollection = (row: CollectionWithCount): DocumentsCollection => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  description: row.description,
  collection_type: row.collectionType,
  document_count: row.documentCount,
  archived_at: row.archivedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toDocument = (row: DocumentRow): Document => ({
  id: row.id,
  documents_collection_id: row.collectionId,
  name: row.name,
  upload_file_id: row.uploadFileId,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  page_count: row.pageCount,
  created_at: row.createdAt.toISOString(),
  removed_at: row.removedAt?.toISOString() ?? null,
});

export function createCollectionsService(deps: {
  collectionsRepo: CollectionsRepo;
  uploads: UploadsService;
  storage: StorageDriver;
  downloadUrlTtlSeconds: number;
  now: () => Date;
}) {
  const { collectionsRepo: repo, uploads, storage, now } = deps;

  async function owned({ actor, project }: ProjectScope, collectionId: string) {
    const row = await repo.find(actor.id, project.id, collectionId);
    if (!row) throw new NotFoundError('collection_not_found', 'Collection');
    return row;
  }

  async function detail(row: CollectionWithCount): Promise<DocumentsCollectionDetail> {
    return { ...toCollection(row), documents: (await repo.documents(row.id)).map(toDocument) };
  }

  /**
   * Adds uploads (checked as at creation, against the collection's limit with what it holds)
   * and takes documents out (kept for the runs that read them). Returns the new count.
   */
  async function changeDocuments(
    { actor }: ProjectScope,
    collectionId: string,
    body: UnstructuredCollectionPatchBody,
    at: Date,
  ): Promise<number> {
    const removeIds = [...new Set(body.remove_document_ids ?? [])];
    const current = await repo.documents(collectionId);
    const staying = current.filter((document) => !removeIds.includes(document.id));
    const names = new Set(staying.map((document) => document.name));
    const added = Object.keys(body.add?.documents ?? {});
    const taken = added.find((name) => names.has(name));
    if (taken) {
      throw new ValidationError(
        'document_name_taken',
        `body.add.documents: “${taken}” is already in this collection: remove it first or rename the file`,
      );
    }
    const files = body.add
      ? await uploads.checkFiles(actor, body.add.upload_folder_id, body.add.documents, {
          usedBytes: staying.reduce((total, document) => total + document.sizeBytes, 0),
        })
      : [];
    try {
      const { missing } = await repo.changeDocuments(collectionId, {
        add: files.map((file) => ({
          name: file.name,
          uploadFileId: file.file.id,
          storageKey: file.storageKey,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          pageCount: null,
          createdAt: at,
        })),
        removeIds,
        at,
      });
      if (missing.length > 0) {
        throw new ValidationError(
          'document_not_found',
          `body.remove_document_ids: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in this collection`,
        );
      }
    } catch (error) {
      if (files.length > 0) await uploads.settle(files, false);
      throw error;
    }
    if (files.length > 0) await uploads.settle(files, true);
    return staying.length + files.length;
  }

  async function setArchived(scope: ProjectScope, collectionId: string, archived: boolean) {
    const row = await owned(scope, collectionId);
    if ((row.archivedAt !== null) === archived) {
      throw new ConflictError(
        archived ? 'collection_already_archived' : 'collection_not_archived',
        archived ? 'Collection is already archived' : 'Collection is not archived',
      );
    }
    const at = now();
    await repo.update(row.id, { archivedAt: archived ? at : null, updatedAt: at });
    return toCollection({ ...row, archivedAt: archived ? at : null, updatedAt: at });
  }

  return {
    async list({ actor, project }: ProjectScope, query: ArchivableListQuery) {
      const rows = await repo.list(actor.id, project.id, {
        search: query.search || undefined,
        archived: query.archived ?? false,
      });
      return rows.map(toCollection);
    },

    async get(scope: ProjectScope, collectionId: string) {
      return detail(await owned(scope, collectionId));
    },

    async create({ actor, project }: ProjectScope, body: UnstructuredCollectionCreateBody) {
      const files = await uploads.checkFiles(actor, body.upload_folder_id, body.documents);
      const at = now();
      const created = await repo
        .insert(
          {
            projectId: project.id,
            name: body.name,
            description: body.description,
            collectionType: body.collection_type,
            createdAt: at,
            updatedAt: at,
          },
          files.map((file) => ({
            name: file.name,
            uploadFileId: file.file.id,
            storageKey: file.storageKey,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            pageCount: null,
            createdAt: at,
          })),
        )
        .catch(async (error: unknown) => {
          await uploads.settle(files, false);
          throw error;
        });
      await uploads.settle(files, true);
      return detail({ ...created, documentCount: files.length });
    },

    async update(scope: ProjectScope, collectionId: string, body: UnstructuredCollectionPatchBody) {
      const row = await owned(scope, collectionId);
      if (row.archivedAt)
        throw new ConflictError(
          'collection_archived',
          'Collection is archived: restore it to edit it',
        );
      const at = now();
      let documentCount = row.documentCount;
      if (body.add || body.remove_document_ids) {
        documentCount = await changeDocuments(scope, row.id, body, at);
      }
      const patch = {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
      };
      await repo.update(row.id, { ...patch, updatedAt: at });
      return toCollection({ ...row, ...patch, documentCount, updatedAt: at });
    },

    archive: (scope: ProjectScope, collectionId: string) => setArchived(scope, collectionId, true),
    restore: (scope: ProjectScope, collectionId: string) => setArchived(scope, collectionId, false),

    async getDocument(
      scope: ProjectScope,
      ids: { collectionId: string; documentId: string },
      baseUrl: string,
    ): Promise<DocumentDetail> {
      const collection = await owned(scope, ids.collectionId);
      const row = await repo.findDocument(collection.id, ids.documentId);
      if (!row) throw new NotFoundError('document_not_found', 'Document');
      const expiresAt = new Date(now().getTime() + deps.downloadUrlTtlSeconds * 1000);
      const target = {
        key: row.storageKey,
        fileName: row.name,
        contentType: row.contentType,
        expiresAt,
        baseUrl,
      };
      const [url, headUrl] = await Promise.all([
        storage.presignDownload(target),
        storage.presignDownload({ ...target, method: 'HEAD' }),
      ]);
      return {
        ...toDocument(row),
        url,
        head_url: headUrl,
        url_expires_at: expiresAt.toISOString(),
      };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

import type {
  ArchivableListQuery,
  DocumentDetail,
  DocumentsCollection,
  DocumentsCollectionDetail,
  Document,
  UnstructuredCollectionCreateBody,
  UnstructuredCollectionPatchBody,
} from '@ontoloom/contract';
import type { DocumentRow, UserRow } from '../db/schema/index';
import { ConflictError, NotFoundError } from '../errors';
import { requireActive } from '../projects/projects.service';
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
});

type Scope = { projectId: string; collectionId: string };

export function createCollectionsService(deps: {
  collectionsRepo: CollectionsRepo;
  uploads: UploadsService;
  storage: StorageDriver;
  downloadUrlTtlSeconds: number;
  /** Tells a missing project apart from a missing collection (each has its own not-found view). */
  projectExists: (ownerId: string, projectId: string) => Promise<boolean>;
  now: () => Date;
}) {
  const { collectionsRepo: repo, uploads, storage, now } = deps;

  async function requireProject(actor: UserRow, projectId: string) {
    requireActive(actor);
    if (!(await deps.projectExists(actor.id, projectId))) throw new NotFoundError('Project');
  }

  async function owned(actor: UserRow, { projectId, collectionId }: Scope) {
    await requireProject(actor, projectId);
    const row = await repo.find(actor.id, projectId, collectionId);
    if (!row) throw new NotFoundError('Collection');
    return row;
  }

  async function detail(row: CollectionWithCount): Promise<DocumentsCollectionDetail> {
    return { ...toCollection(row), documents: (await repo.documents(row.id)).map(toDocument) };
  }

  async function setArchived(actor: UserRow, scope: Scope, archived: boolean) {
    const row = await owned(actor, scope);
    if ((row.archivedAt !== null) === archived) {
      throw new ConflictError(
        archived ? 'Collection is already archived' : 'Collection is not archived',
      );
    }
    const at = now();
    await repo.update(row.id, { archivedAt: archived ? at : null, updatedAt: at });
    return toCollection({ ...row, archivedAt: archived ? at : null, updatedAt: at });
  }

  return {
    async list(actor: UserRow, projectId: string, query: ArchivableListQuery) {
      await requireProject(actor, projectId);
      const rows = await repo.list(actor.id, projectId, {
        search: query.search || undefined,
        archived: query.archived ?? false,
      });
      return rows.map(toCollection);
    },

    async get(actor: UserRow, scope: Scope) {
      return detail(await owned(actor, scope));
    },

    async create(actor: UserRow, projectId: string, body: UnstructuredCollectionCreateBody) {
      await requireProject(actor, projectId);
      const files = await uploads.checkFiles(actor, body.upload_folder_id, body.documents);
      const at = now();
      const created = await repo
        .insert(
          {
            projectId,
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

    async update(actor: UserRow, scope: Scope, body: UnstructuredCollectionPatchBody) {
      const row = await owned(actor, scope);
      if (row.archivedAt) throw new ConflictError('Collection is archived: restore it to edit it');
      const patch = {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
      };
      const at = now();
      await repo.update(row.id, { ...patch, updatedAt: at });
      return toCollection({ ...row, ...patch, updatedAt: at });
    },

    archive: (actor: UserRow, scope: Scope) => setArchived(actor, scope, true),
    restore: (actor: UserRow, scope: Scope) => setArchived(actor, scope, false),

    async getDocument(
      actor: UserRow,
      scope: Scope & { documentId: string },
      baseUrl: string,
    ): Promise<DocumentDetail> {
      const collection = await owned(actor, scope);
      const row = await repo.findDocument(collection.id, scope.documentId);
      if (!row) throw new NotFoundError('Document');
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
